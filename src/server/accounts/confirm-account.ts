import { fillAnswers } from '../application/answers';
import type { Queryable } from '../db/database';
import { loadDraft } from './drafts';

/**
 * Marks the account confirmed (once), drops its code, and brings in the visitor draft named at
 * sign-up, so answers typed before signing up are there at first login on any device.
 */
export async function confirmAccount(tx: Queryable, applicantId: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{
    pending_draft_token: string | null;
    submitted_at: Date | null;
  }>('SELECT pending_draft_token, submitted_at FROM applicants WHERE id = $1 FOR UPDATE', [
    applicantId,
  ]);
  await tx.query(
    'UPDATE applicants SET confirmed_at = COALESCE(confirmed_at, $2), pending_draft_token = NULL WHERE id = $1',
    [applicantId, now],
  );
  await tx.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [applicantId]);
  const token = rows[0]?.pending_draft_token;
  if (!token || rows[0]?.submitted_at) return;
  const draft = await loadDraft(tx, token, now);
  if (draft) await fillAnswers(tx, applicantId, draft, now);
}
