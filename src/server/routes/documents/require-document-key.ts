import { withDefinitions, type DefinitionSet } from '../../../engine';
import type { Queryable } from '../../db/database';
import { isDocumentKey } from '../../documents/document-keys';
import { applicationVersionSet } from '../../forms/definition-sets';
import { HttpError } from '../../http-error';

/** 404 for any key that is not a file question of the form definitions. */
export function requireDocumentKey(key: string): string {
  if (!isDocumentKey(key)) throw new HttpError(404, `${key} is not a document question.`);
  return key;
}

/**
 * The same for reading one application's document: a file question of the live definitions or
 * of the form version it was answered on (a question removed since still names the document
 * that application holds). Returns that version's set.
 */
export async function requireDocumentKeyOf(
  db: Queryable,
  applicantId: string,
  key: string,
): Promise<DefinitionSet> {
  const own = await applicationVersionSet(db, applicantId);
  if (!withDefinitions(own, () => isDocumentKey(key))) requireDocumentKey(key);
  return own;
}
