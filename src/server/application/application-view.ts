import type { Queryable } from '../db/database';
import { readProfile } from './profile';
import { readViewState } from './view-state';

/**
 * One application as a reader sees it: what the print view needs (answers, add-another counts,
 * document answers, tabs) and whose it is. Shared by the service-token view and the staff
 * workspace; undefined for an unknown account.
 */
export async function readApplicationView(db: Queryable, applicantId: string) {
  const profile = await readProfile(db, applicantId);
  if (!profile) return undefined;
  const view = await readViewState(db, applicantId);
  return {
    answer: profile.answer,
    add_another: view.addAnother ?? {},
    document_answer: profile.document_answer,
    tabs: view.tabs ?? {},
    username: profile.username,
    status: profile.web_status.at(-1)?.web_status ?? null,
    submitted_at: profile.submitted_at,
    reference: profile.reference,
  };
}
