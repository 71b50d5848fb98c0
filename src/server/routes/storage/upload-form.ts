import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES, FILE_MESSAGES } from '../../../engine';
import { HttpError } from '../../http-error';

/** What @fastify/multipart may read of an upload form (the plugin's and busboy's limits). */
export const UPLOAD_FORM_LIMITS = {
  // Past the largest allowed file, so that the policy answers "too large" with 400 for a file a
  // little over it and a much larger body is cut off (413) before it is all read.
  fileSize: FILE_MAX_BYTES + 16 * 1024,
  files: 1,
  fields: 16,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 32,
  headerPairs: 16,
};

export const MALFORMED_UPLOAD = 'The upload body is malformed.';
export const NO_FILE = 'The upload has no file.';
export const TWO_FILES = 'The upload has more than one file: send one file per request.';
export const TOO_MANY_PARTS = 'The upload has too many parts.';

/** The upload form as S3 reads it: the fields before the file (names lower-cased), and the file. */
export interface UploadForm {
  fields: Map<string, string>;
  file: Buffer;
}

/** A refusal the applicant can read for each way a body can break the parser or its limits. */
function refusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, FILE_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, TWO_FILES);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, TOO_MANY_PARTS);
    default: // busboy's "Unexpected end of form", "Malformed part header", a prototype name ...
      return new HttpError(400, MALFORMED_UPLOAD);
  }
}

/**
 * Reads a multipart/form-data upload through @fastify/multipart (busboy): the policy fields
 * first, then exactly one part named `file`; fields after the file are ignored, as S3 does.
 * Every malformed or oversized body is a 4xx with a message, never a crash.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? ''))
    throw new HttpError(400, 'Send the upload as multipart/form-data.');
  const fields = new Map<string, string>();
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_FORM_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new HttpError(400, NO_FILE);
        file = await part.toBuffer();
      } else if (file === undefined) {
        fields.set(part.fieldname.toLowerCase(), String(part.value));
      }
    }
  } catch (error) {
    throw refusal(error);
  }
  if (!file) throw new HttpError(400, NO_FILE);
  return { fields, file };
}
