import { WEB_STATUSES, type WebStatus } from '../../engine';
import type { Queryable } from '../db/database';
import { webStatusesRepository } from '../repositories/web-statuses';

/**
 * Records a status and every earlier one still missing, once each: the client derives its
 * state from the number of distinct statuses, so "submitted" alone must not read as "started".
 */
export async function appendWebStatus(
  tx: Queryable,
  applicantId: string,
  status: WebStatus,
  now: Date,
): Promise<void> {
  const statuses = webStatusesRepository(tx);
  const upTo = WEB_STATUSES.slice(0, WEB_STATUSES.indexOf(status) + 1);
  for (const each of upTo) await statuses.add(applicantId, each, now);
  await statuses.advanceListed(applicantId, status);
}
