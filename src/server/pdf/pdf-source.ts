import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '../../contracts/language';
import {
  applicationLanguageLine,
  documentAttached,
  documentQuestions,
  withDefinitions,
  type Answers,
  type DefinitionSet,
  type ViewState,
  type WebStatus,
} from '../../engine';
import { readAnswers } from '../application/answers';
import { canonicalJson } from '../canonical-json';
import { readViewState } from '../application/view-state';
import type { Queryable } from '../db/database';
import type { PdfAudience } from './application-pdfs';
import { storedVersionSet } from '../forms/definition-sets';
import { repositories } from '../repositories/repositories';
import { audienceGrants, withheldFromApplication } from '../staff/need-to-know';

/**
 * What the PDF's drawing does with the above, as a number in its stamp: raised when a change to
 * it alters what a saved PDF says (2: dates day first in Spanish; 3: a reader's copy leaves out
 * the follow-ups of withheld answers), so every PDF made before is remade when next asked for
 * instead of being served as current.
 */
export const PDF_LAYOUT = 3;

export interface PdfSource {
  applicantId: string;
  username: string;
  submittedAt: Date | null;
  /** The latest web status, undefined before the first. */
  status: WebStatus | undefined;
  answers: Answers;
  view: ViewState;
  documents: Record<string, string>;
  /** Converted documents to append, in page order. */
  attachments: { key: string; label: string; fileName: string; pdfKey: string }[];
  /** The form version it was answered (or submitted) on: the PDF shows its questions. */
  formVersion: number;
  definitions: DefinitionSet;
  /**
   * The applicant's copy: the language it was submitted in, or for a copy in progress the one it
   * is read in. The office's copies: English, the workspace's language (issue 32).
   */
  language: Language;
  /**
   * The staff's copies only: the language the applicant answered in ("Submitted in Spanish."),
   * as the application's page in the workspace says it; the applicant's copy need not.
   */
  languageLine?: string;
  /** Answer keys kept from the copy's audience (need to know); none in the full and office ones. */
  withheld: string[];
  /** A digest of all of the above: a PDF made from an equal stamp is still current. */
  stamp: string;
}

/** Everything the application PDF is made from, read in one place so the stamp covers it all. */
export async function readPdfSource(
  db: Queryable,
  applicantId: string,
  audience: PdfAudience,
): Promise<PdfSource | undefined> {
  const repos = repositories(db);
  const row = await repos.applicants.pdfHeading(applicantId);
  if (!row) return undefined;
  const answers = await readAnswers(db, applicantId);
  const status = (await repos.webStatuses.listOf(applicantId)).at(-1)?.web_status;
  const view = await readViewState(db, applicantId);
  const converted = await repos.documentAnswers.convertedOf(applicantId);
  const byKey = new Map(converted.map((r) => [r.answer_key, r]));
  const held = new Set(byKey.keys());
  const formVersion = await repos.formVersions.ofApplication(applicantId);
  const definitions = await storedVersionSet(db, formVersion);
  const answeredIn = (await repos.applicants.applicationLanguage(applicantId)) ?? DEFAULT_LANGUAGE;
  const language = audience === 'full' ? answeredIn : DEFAULT_LANGUAGE;
  const languageLine =
    audience === 'full'
      ? undefined
      : applicationLanguageLine(answeredIn, row.submitted_at !== null);
  const attachments = withDefinitions(definitions, () =>
    documentQuestions().flatMap((q) => {
      const found = byKey.get(q.key);
      return found && documentAttached(answers, q.key, held)
        ? [{ key: q.key, label: q.label, fileName: found.file_name, pdfKey: found.pdf_key }]
        : [];
    }),
  );
  const withheld = withheldFromApplication(definitions, audienceGrants(audience));
  const documents = Object.fromEntries(attachments.map((a) => [a.key, a.fileName]));
  const submittedAt = row.submitted_at ? new Date(row.submitted_at) : null;
  const stamp = createHash('sha256')
    .update(
      canonicalJson({
        layout: PDF_LAYOUT,
        answers,
        view,
        attachments,
        submittedAt,
        status,
        username: row.username,
        formVersion,
        language,
        // Absent from the applicant's copy, so its stamp (and a PDF made already) stands.
        languageLine,
        // Absent when nothing is withheld: the full and office copies' stamps stand.
        withheld: withheld.length > 0 ? withheld : undefined,
      }),
    )
    .digest('hex');
  return {
    applicantId,
    username: row.username,
    submittedAt,
    status,
    answers,
    view,
    documents,
    attachments,
    formVersion,
    definitions,
    language,
    withheld,
    ...(languageLine === undefined ? {} : { languageLine }),
    stamp,
  };
}
