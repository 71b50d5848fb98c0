import { emptyValue } from '../../engine';
import type { Queryable } from '../db/database';
import type { AnswerRevisions, StoredAnswers } from './answers';

/**
 * The keys of `base` whose stored answer holds something and was written after the revision the
 * page knew (issue 27): emptying them would erase what another device wrote unseen. Read under
 * the applicant's row lock.
 */
export async function changedSinceBase(
  tx: Queryable,
  applicantId: string,
  base: AnswerRevisions,
): Promise<string[]> {
  const keys = Object.keys(base);
  if (keys.length === 0) return [];
  const { rows } = await tx.query<{ data: StoredAnswers; revisions: AnswerRevisions }>(
    'SELECT data, revisions FROM answers WHERE applicant_id = $1',
    [applicantId],
  );
  const stored = rows[0];
  if (!stored) return [];
  return keys.filter((key) => {
    const value = stored.data[key];
    return (
      value !== undefined &&
      value !== emptyValue(key) &&
      (stored.revisions[key] ?? 0) > (base[key] ?? 0)
    );
  });
}
