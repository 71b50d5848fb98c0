import type { FormImpactReply } from '../../../contracts/forms';
import type { ImpactReason } from '../../../engine/impact/impact-reasons';

type Application = FormImpactReply['applications'][number];

export interface ImpactCount {
  key: string;
  why: ImpactReason;
  inProgress: number;
  submitted: number;
}

/** One row per change of an application, in the reply's order: what the detail table pages through. */
export interface ImpactRow {
  application: Application;
  change: Application['changes'][number];
}

/**
 * The impact by key and reason, most applications first: a draft that requires a new question
 * affects every application, and an office decides on these counts before it reads names.
 */
export function impactCounts(applications: readonly Application[]): ImpactCount[] {
  const counts = new Map<string, ImpactCount>();
  for (const { status, changes } of applications)
    for (const { key, why } of changes) {
      const id = `${key}\u0000${why}`;
      let count = counts.get(id);
      if (!count) counts.set(id, (count = { key, why, inProgress: 0, submitted: 0 }));
      if (status === 'submitted') count.submitted += 1;
      else count.inProgress += 1;
    }
  const total = (c: ImpactCount) => c.inProgress + c.submitted;
  return [...counts.values()].sort((a, b) => total(b) - total(a) || a.key.localeCompare(b.key));
}

/** Every change with its application, flattened for a table read a page at a time. */
export function impactRows(applications: readonly Application[]): ImpactRow[] {
  return applications.flatMap((application) =>
    application.changes.map((change) => ({ application, change })),
  );
}
