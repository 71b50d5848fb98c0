// The impact of a draft as a list: each stored application judged by the engine's draftImpact,
// the affected ones named (id, reference, e-mail, status) with their changes. The staff route,
// forms:impact and its bench share it.
import {
  applicationReference,
  type Answers,
  type ImpactChange,
  type ImpactOf,
  type ViewState,
} from '../../engine/index';

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
