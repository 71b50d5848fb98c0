import type { DocumentAnswer } from '../../contracts/documents';
import { readJsonHeader } from '../json-header';

/** A file name is at most 255 characters (the upload's own limit); the header, a little more. */
const MAX_HEADER_LENGTH = 1_024;

/**
 * Reads the Shown-Document header of a document delete: the file name and size the page showed.
 * No header: undefined, and the delete removes whatever is held, as before.
 */
export function parseShownDocument(
  header: string | string[] | undefined,
): DocumentAnswer | undefined {
  const read = readJsonHeader(header, {
    name: 'Shown-Document',
    code: 'BAD_SHOWN_DOCUMENT',
    maxLength: MAX_HEADER_LENGTH,
  });
  if (!read) return undefined;
  const { value } = read;
  // Annotated, so that TypeScript knows a refusal ends the function.
  const refuse: (detail: string) => never = read.refuse;
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
