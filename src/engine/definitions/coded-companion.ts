// A coded answer and its _desc are one answer (spec section 3: the _desc holds the chosen
// option's label). The label follows from the code and the options its question shows, so it is
// derived, never judged on its own: a save stores the code's label, a conflict is the code's,
// and keeping either side of it keeps that side's label with it.
import { isAnswerKey } from '../model/answer-keys';
import type { Answers } from '../types';
import { isCodedKey } from './page-keys';
import { codedDescription } from './stored-label';

const DESC = '_desc';

/** The _desc key of a coded answer key, undefined when the key is not coded or has none. */
export function descKeyOf(key: string): string | undefined {
  const desc = `${key}${DESC}`;
  return isCodedKey(key) && isAnswerKey(desc) ? desc : undefined;
}

/** The coded answer key a _desc key describes, undefined for any other key. */
export function codeKeyOf(key: string): string | undefined {
  if (!key.endsWith(DESC)) return undefined;
  const code = key.slice(0, -DESC.length);
  return descKeyOf(code) === key ? code : undefined;
}

/**
 * `patch` with the _desc of each coded answer it touches (its code or its _desc) set to the
 * label of the code in `answers`, the whole map after the patch: the two never disagree.
 */
export function withDescriptions(
  patch: Answers,
  answers: Answers,
  now: Date = new Date(),
): Answers {
  const out: Answers = { ...patch };
  for (const key of Object.keys(patch)) {
    const code = codeKeyOf(key) ?? (descKeyOf(key) ? key : undefined);
    if (code !== undefined) out[`${code}${DESC}`] = codedDescription(code, answers, now);
  }
  return out;
}
