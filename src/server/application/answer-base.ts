import { isAnswerKey } from '../../engine';
import { readJsonHeader } from '../json-header';
import type { AnswerRevisions } from './answers';

/** Far above any header a browser sends (about 25 characters a key); longer is refused. */
const MAX_HEADER_LENGTH = 16_384;

/**
 * Reads a header of revisions (issue 27): a JSON object naming, for answer keys `accepts`
 * takes, a whole number from 0 up. No header: undefined.
 */
function parseRevisions(
  name: string,
  header: string | string[] | undefined,
  accepts: (key: string) => string | undefined,
): AnswerRevisions | undefined {
  const read = readJsonHeader(header, { name, code: 'BAD_BASE', maxLength: MAX_HEADER_LENGTH });
  if (!read) return undefined;
  const { value } = read;
  // Annotated, so that TypeScript knows a refusal ends the function.
  const refuse: (detail: string) => never = read.refuse;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    refuse('it must be a JSON object of answer keys and revisions.');
  const base: AnswerRevisions = {};
  for (const [key, revision] of Object.entries(value as object)) {
    // isAnswerKey first: a name such as "constructor" must not be found on Object.prototype.
    const refusal = isAnswerKey(key) ? accepts(key) : 'is not an answer key';
    if (refusal !== undefined) refuse(`${JSON.stringify(key)} ${refusal}.`);
    if (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 0)
      refuse(`the revision of ${key} must be a whole number from 0.`);
    base[key] = revision;
  }
  return base;
}

/**
 * The Answer-Base header of PUT /api/answer, PUT /api/tabs and an entry's removal: for keys the
 * request writes (`writes`), the revision each was based on. No header: no base (a script or an
 * older client), and the request overwrites as before.
 */
export function parseAnswerBase(
  header: string | string[] | undefined,
  writes: (key: string) => boolean,
): AnswerRevisions | undefined {
  return parseRevisions('Answer-Base', header, (key) =>
    writes(key) ? undefined : 'is not an answer this request writes',
  );
}

/**
 * The Hidden-Base header of PUT /api/answer: the revision the page knew of answers its change
 * can hide. No header: the save empties what it hides, as before.
 */
export function parseHiddenBase(
  header: string | string[] | undefined,
): AnswerRevisions | undefined {
  return parseRevisions('Hidden-Base', header, () => undefined);
}
