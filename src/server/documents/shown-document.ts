import type { DocumentAnswer } from '../../contracts/documents';
import { HttpError } from '../http-error';

/** A file name is at most 255 characters (the upload's own limit); the header, a little more. */
const MAX_HEADER_LENGTH = 1_024;

function refuse(detail: string): never {
  throw new HttpError(400, `The Shown-Document header is not accepted: ${detail}`, {
    code: 'BAD_SHOWN_DOCUMENT',
  });
}

/**
 * Reads the Shown-Document header of a document delete: the file name and size the page showed.
 * No header: undefined, and the delete removes whatever is held, as before.
 */
export function parseShownDocument(
  header: string | string[] | undefined,
): DocumentAnswer | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) refuse('send it once.');
  if (header.length > MAX_HEADER_LENGTH) refuse('it is too long.');
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    refuse('it is not JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    refuse('it must be a JSON object with file_name and file_size.');
  const { file_name, file_size, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) refuse('it holds only file_name and file_size.');
  if (typeof file_name !== 'string' || file_name.length === 0 || file_name.length > 255)
    refuse('file_name must be the name shown, 1 to 255 characters.');
  if (typeof file_size !== 'number' || !Number.isSafeInteger(file_size) || file_size < 0)
    refuse('file_size must be a whole number of bytes from 0.');
  return { file_name, file_size };
}
