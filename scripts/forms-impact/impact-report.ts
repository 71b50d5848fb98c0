// forms:impact's report, with no database or files: each stored application judged by the
// engine's draftImpact, the affected ones named (id, reference, e-mail, status) with their
// changes, and the report written as lines for a person.
import {
  applicationReference,
  type Answers,
  type ImpactChange,
  type ImpactOf,
  type ImpactReason,
  type ViewState,
} from '../../src/engine/index';

export interface StoredApplication {
  id: string;
  username: string;
  submitted: boolean;
  answers: Answers;
  view: ViewState;
}

export type ApplicationStatus = 'in progress' | 'submitted';

/** One entry of GET /staff/api/forms/draft/impact's `applications`. */
export interface AffectedApplication {
  id: string;
  reference: string;
  username: string;
  status: ApplicationStatus;
  changes: ImpactChange[];
}

export interface Counts {
  'in progress': number;
  submitted: number;
}

export interface ImpactReport {
  /** Every stored application, by status. */
  counts: Counts;
  applications: AffectedApplication[];
}

const REASONS: Record<ImpactReason, string> = {
  'removed-key': 'its question is removed (the answer stays stored, no longer shown)',
  'removed-option': 'its option is removed (submit asks to choose again)',
  'new-required': 'a new required question, not answered',
  'now-hidden': 'a condition now hides it (the answer would be erased)',
};

/** Collects the applications a draft affects; submitted ones are listed, never changed. */
export class ImpactCollector {
  private readonly report: ImpactReport = {
    counts: { 'in progress': 0, submitted: 0 },
    applications: [],
  };

  constructor(private readonly impactOf: ImpactOf) {}

  add({ id, username, submitted, answers, view }: StoredApplication): void {
    const status: ApplicationStatus = submitted ? 'submitted' : 'in progress';
    this.report.counts[status] += 1;
    const changes = this.impactOf(answers, view);
    if (changes.length > 0)
      this.report.applications.push({
        id,
        reference: applicationReference(id),
        username,
        status,
        changes,
      });
  }

  result(): ImpactReport {
    return this.report;
  }
}

export const countsText = (counts: Counts): string =>
  `${counts['in progress']} in progress, ${counts.submitted} submitted`;

/** The report for a person: each affected application, its changes, and a total. */
export function describeImpact(report: ImpactReport, out: (line: string) => void): void {
  const affected: Counts = { 'in progress': 0, submitted: 0 };
  for (const application of report.applications) {
    affected[application.status] += 1;
    const { reference, username, status, id } = application;
    out(`${reference} ${username} (${status}, id ${id}):`);
    for (const { key, value, why } of application.changes)
      out(`  ${key} = ${JSON.stringify(value)}: ${REASONS[why]}`);
  }
  const total = report.applications.length;
  out(
    total === 0
      ? 'Nothing affected: no application uses a key or option these definitions remove, lacks a question they newly require, or has an answer they would hide.'
      : `${total} application${total === 1 ? '' : 's'} affected (${countsText(affected)}); submitted applications are listed, never changed.`,
  );
}
