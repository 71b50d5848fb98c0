import { isAnswerKey } from '../../engine';
import { HttpError } from '../http-error';
import type { AnswerRevisions } from './answers';

/** Far above any header a browser sends (about 25 characters a key); longer is refused. */
const MAX_HEADER_LENGTH = 16_384;

function refuse(detail: string): never {
  throw new HttpError(400, `The Answer-Base header is not accepted: ${detail}`, {
    code: 'BAD_BASE',
  });
}

/**
 * Reads the Answer-Base header of PUT /api/answer and PUT /api/tabs (issue 27): a JSON object
 * naming, for keys the request writes (`body`), the revision each was based on, a whole number from 0 up. No header: no base (a
 * script or an older client), and the save overwrites as before.
 */
export function parseAnswerBase(
  header: string | string[] | undefined,
  body: Record<string, unknown>,
): AnswerRevisions | undefined {
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
    refuse('it must be a JSON object of answer keys and revisions.');
  const base: AnswerRevisions = {};
  for (const [key, revision] of Object.entries(value)) {
    // isAnswerKey first: a name such as "constructor" must not be found on Object.prototype.
    if (!isAnswerKey(key) || !Object.hasOwn(body, key))
      refuse(`${JSON.stringify(key)} is not an answer this request writes.`);
    if (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 0)
      refuse(`the revision of ${key} must be a whole number from 0.`);
    base[key] = revision;
  }
  return base;
}
