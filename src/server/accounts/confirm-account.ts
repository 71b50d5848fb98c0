import { fillAnswers } from '../application/answers';
import type { Queryable } from '../db/database';
import { loadDraft } from './drafts';

/**
 * Marks the account confirmed (once), drops its code, and brings in the visitor draft named at
 * sign-up, so answers typed before signing up are there at first login on any device. A
 * contested sign-up (two passwords before confirmation) brings in no draft, since nobody can
 * tell whose it is; the caller decides about its password. Returns whether it was contested.
 */
export async function confirmAccount(
  tx: Queryable,
  applicantId: string,
  now: Date,
): Promise<{ contested: boolean }> {
  const { rows } = await tx.query<{
    pending_draft_token: string | null;
    submitted_at: Date | null;
    signup_contested: boolean;
  }>(
    'SELECT pending_draft_token, submitted_at, signup_contested FROM applicants WHERE id = $1 FOR UPDATE',
    [applicantId],
  );
  await tx.query(
    `UPDATE applicants SET confirmed_at = COALESCE(confirmed_at, $2), pending_draft_token = NULL,
       signup_contested = false WHERE id = $1`,
    [applicantId, now],
  );
  await tx.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [applicantId]);
  const row = rows[0];
  const contested = row?.signup_contested ?? false;
  const token = row?.pending_draft_token;
  if (!token || row?.submitted_at || contested) return { contested };
  const draft = await loadDraft(tx, token, now);
  if (draft) await fillAnswers(tx, applicantId, draft, now);
  return { contested };
}
