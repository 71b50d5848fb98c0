// The length limit of each text answer, from the definitions: maxLength (45 by default) for
// inputs, textareaMax (site.json's, else 1500) for text areas. The server enforces the same.
import { DEFAULT_MAX_LENGTH, TEXTAREA_DEFAULT_MAX } from '../constants';
import { perDefinitions } from '../definitions/active-definitions';
import { site } from '../definitions/site';
import { forEachQuestion } from '../definitions/walk';
import { PAGE_IDS, type QuestionNode } from '../types';
import { countCharacters } from './count-characters';

/** The limit of one question. */
export function questionMaxLength(q: QuestionNode): number | undefined {
  switch (q.widget) {
    case 'textarea':
      return q.textareaMax ?? site.textareaMax ?? TEXTAREA_DEFAULT_MAX;
    case 'text':
    case 'email':
    case 'autocomplete':
      return q.maxLength ?? DEFAULT_MAX_LENGTH;
    case 'phone':
      return '(303) 555-0100'.length;
    case 'ssn':
      return '123-45-6789'.length;
    case 'date':
      return 'YYYY-MM-DD'.length;
    default:
      return undefined;
  }
}

const limits = perDefinitions((set) => {
  const byKey = new Map<string, number>();
  for (const pageId of PAGE_IDS) {
    forEachQuestion(set.pages[pageId].nodes, (q) => {
      if (q.kind !== 'question') return;
      const max = questionMaxLength(q);
      if (max !== undefined) byKey.set(q.key, max);
    });
  }
  return byKey;
});

/** The maximum number of characters of an answer key, undefined for codes and booleans. */
export function answerMaxLength(key: string): number | undefined {
  return limits().get(key);
}

/** True when a string answer is longer than its question allows (line breaks count once). */
export function exceedsMaxLength(key: string, value: string): boolean {
  const max = limits().get(key);
  return max !== undefined && countCharacters(value) > max;
}
