import {
  clearedDocumentKeys,
  controlState,
  type Answers,
  type ViewState,
  type Visibility,
} from '../../engine';
import type { Queryable } from '../db/database';
import { isPendingStatus } from '../../contracts/documents';
import { removeDocumentIn } from '../documents/conversions';
import { documentAnswersRepository, type HeldDocument } from '../repositories/document-answers';

/** The documents (conversions, finished or not, and document answers) held for these keys. */
export async function heldDocuments(
  tx: Queryable,
  applicantId: string,
  answerKeys: readonly string[],
): Promise<HeldDocument[]> {
  if (answerKeys.length === 0) return [];
  return documentAnswersRepository(tx).heldFor(applicantId, answerKeys);
}

/**
 * The document questions that hiding clears for these answers (the engine decides); a caller
 * that has walked them already passes its visibility.
 */
export function hiddenDocumentKeys(
  answers: Answers,
  view: ViewState,
  visibility?: Visibility,
): string[] {
  const walk =
    visibility ?? controlState('all', { answers, view, audience: 'applicant' }).visibility;
  return clearedDocumentKeys(walk);
}

/** True while a conversion has not settled: the spec's "File Upload in Progress". */
export function isConverting(document: HeldDocument): boolean {
  return isPendingStatus(document.status);
}

/**
 * Hidden means gone (issue 14): removes every document held for these keys within the caller's
 * transaction. Returns the stored objects to delete after the commit.
 */
export async function removeHeldDocuments(
  tx: Queryable,
  applicantId: string,
  documents: readonly HeldDocument[],
  now: Date,
): Promise<string[]> {
  const objects: string[] = [];
  for (const { answer_key } of documents)
    objects.push(...(await removeDocumentIn(tx, applicantId, answer_key, now)));
  return objects;
}
