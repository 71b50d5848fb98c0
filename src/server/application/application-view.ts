import { DEFAULT_LANGUAGE } from '../../contracts/language';
import type { Queryable } from '../db/database';
import { repositories } from '../repositories/repositories';
import { readProfile } from './profile';
import { readViewState } from './view-state';

/**
 * One application as a reader sees it: what the print view needs (answers, add-another counts,
 * document answers, tabs), whose it is, the form version it was answered or submitted on (its
 * questions are that version's, issue 29) and the language it was answered in (issue 32).
 * Shared by the service-token view, the staff workspace and the webhook; undefined for an
 * unknown account.
 */
export async function readApplicationView(db: Queryable, applicantId: string) {
  const profile = await readProfile(db, applicantId);
  if (!profile) return undefined;
  const view = await readViewState(db, applicantId);
  const repos = repositories(db);
  return {
    answer: profile.answer,
    add_another: view.addAnother ?? {},
    document_answer: profile.document_answer,
    tabs: view.tabs ?? {},
    username: profile.username,
    status: profile.web_status.at(-1)?.web_status ?? null,
    submitted_at: profile.submitted_at,
    reference: profile.reference,
    definitions_version: await repos.formVersions.ofApplication(applicantId),
    language: (await repos.applicants.applicationLanguage(applicantId)) ?? DEFAULT_LANGUAGE,
  };
}
