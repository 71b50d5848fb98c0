// forms:impact's report written as lines for a person: each affected application, its changes,
// and a total. The report itself is the server's (src/server/forms/impact-collector.ts).
import type { ImpactReason } from '../../src/engine/index';
import type { Counts, ImpactReport } from '../../src/server/forms/impact-collector';

const REASONS: Record<ImpactReason, string> = {
  'removed-key': 'its question is removed (the answer stays stored, no longer shown)',
  'removed-option': 'its option is removed (submit asks to choose again)',
  'new-required': 'a new required question, not answered',
  'now-hidden': 'a condition now hides it (the answer would be erased)',
};

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
