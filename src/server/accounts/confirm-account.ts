import { fillAnswers } from '../application/answers';
import type { Queryable } from '../db/database';
import { applicantsRepository } from '../repositories/applicants';
import { confirmationCodesRepository } from '../repositories/confirmation-codes';
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
  const applicants = applicantsRepository(tx);
  const row = await applicants.lockSignup(applicantId);
  await applicants.markConfirmed(applicantId, now);
  await confirmationCodesRepository(tx).deleteOf(applicantId);
  const contested = row?.signup_contested ?? false;
  const token = row?.pending_draft_token;
  if (!token || row?.submitted_at || contested) return { contested };
  const draft = await loadDraft(tx, token, now);
  if (draft) await fillAnswers(tx, applicantId, draft, now);
  return { contested };
}
