import type { AnswerConflict } from '../../contracts/answers';
import { codeKeyOf, emptyValue } from '../../engine';
import type { AnswerRevisions, StoredAnswers } from './answers';

/**
 * Splits a save by its base (issue 27): a key whose base is older than the stored revision and
 * whose value differs from the stored one was changed elsewhere meanwhile, so the stored value
 * stays and the key is a conflict; every other key is kept for writing. A key without a base,
 * or a save without any, is written as sent. A coded answer's _desc is no answer of its own:
 * it goes with its code, kept when the code is and left stored when the code is a conflict.
 */
export function splitConflicts(
  answers: StoredAnswers,
  base: AnswerRevisions | undefined,
  stored: StoredAnswers,
  revisions: AnswerRevisions,
): { kept: StoredAnswers; conflicts: Record<string, AnswerConflict> } {
  const kept: StoredAnswers = {};
  const conflicts: Record<string, AnswerConflict> = {};
  const descs: [key: string, code: string, yours: string | boolean][] = [];
  for (const [key, yours] of Object.entries(answers)) {
    const code = codeKeyOf(key);
    if (code !== undefined) {
      descs.push([key, code, yours]);
      continue;
    }
    const based = base?.[key];
    const revision = revisions[key] ?? 0;
    // A whole save has no base for most keys: the stored value is looked up only when it can matter.
    const theirs =
      based !== undefined && based < revision ? (stored[key] ?? emptyValue(key)) : yours;
    if (theirs !== yours) conflicts[key] = { yours, theirs, revision };
    else kept[key] = yours;
  }
  for (const [key, code, yours] of descs) if (!(code in conflicts)) kept[key] = yours;
  return { kept, conflicts };
}
