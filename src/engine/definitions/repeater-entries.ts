// Which answer keys each entry of a repeater holds, and what removing one entry writes.
import { removableEntries, shownEntries } from '../control/entry-count';
import { emptyValue, isAnswerKey } from '../model/answer-keys';
import type { Answers, RepeaterNode } from '../types';
import { forEachQuestion, isCodedWidget, questionKeys, repeaterInstances } from './walk';

const entryKeyCache = new WeakMap<RepeaterNode, string[][]>();

/**
 * The answer keys of each entry (1..max), in the same order for every entry: its questions,
 * their _desc companions and the keys an autocomplete fills. Entry n's k-th key is the k-th
 * key of entry n+1, so an entry can take the place of the one before it.
 */
export function repeaterEntryKeys(node: RepeaterNode): string[][] {
  const cached = entryKeyCache.get(node);
  if (cached) return cached;
  const entries = repeaterInstances(node).map((instance) => {
    const keys: string[] = [];
    const add = (key: string) => {
      if (isAnswerKey(key) && !keys.includes(key)) keys.push(key);
    };
    forEachQuestion(instance, (question) => {
      for (const key of questionKeys(question)) {
        add(key);
        if (isCodedWidget(question)) add(`${key}_desc`);
      }
      if (question.kind === 'question' && question.autocomplete)
        for (const key of Object.values(question.autocomplete.fills)) add(key);
    });
    return keys;
  });
  entryKeyCache.set(node, entries);
  return entries;
}

export type RemoveEntryProblem = 'not-removable';

/**
 * Removing entry `index` (1-based) of those a stored count (none: the default) shows: every
 * later entry moves up one place and the last shown slot is emptied. The first entry always
 * stays; an index outside 2..shown is refused. Returns the answers to write (every key of the
 * moved entries).
 */
export function removeRepeaterEntry(
  node: RepeaterNode,
  answers: Answers,
  index: number,
  stored: number | undefined,
): Answers | RemoveEntryProblem {
  const shown = shownEntries(node, stored);
  if (!removableEntries(shown).includes(index)) return 'not-removable';
  const entries = repeaterEntryKeys(node);
  const keysOf = (n: number) => entries[n - 1] ?? [];
  const patch: Answers = {};
  for (let n = index; n < shown; n++) {
    const source = keysOf(n + 1);
    keysOf(n).forEach((key, k) => {
      const from = source[k];
      patch[key] = from === undefined ? emptyValue(key) : (answers[from] ?? emptyValue(key));
    });
  }
  for (const key of keysOf(shown)) patch[key] = emptyValue(key);
  return patch;
}
