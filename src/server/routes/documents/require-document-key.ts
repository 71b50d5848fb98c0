import { isDocumentKey } from '../../documents/document-keys';
import { HttpError } from '../../http-error';

/** 404 for any key that is not a file question of the form definitions. */
export function requireDocumentKey(key: string): string {
  if (!isDocumentKey(key)) throw new HttpError(404, `${key} is not a document question.`);
  return key;
}
