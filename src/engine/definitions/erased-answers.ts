// What a change would erase, named as the applicant knows it: by the questions' labels.
import { isEmptyAnswer } from '../model/answer-keys';
import { PAGE_IDS, type Answers } from '../types';
import { perDefinitions } from './active-definitions';
import { forEachQuestion } from './walk';

/** Every answer key's question label, on all pages (a check box by its own label). */
const labelMap = perDefinitions((set) => {
  const labels = new Map<string, string>();
  for (const pageId of PAGE_IDS) {
    forEachQuestion(set.pages[pageId].nodes, (question) => {
      if (question.kind === 'question' && question.widget === 'checkgroup') {
        for (const item of question.items ?? []) labels.set(item.key, item.label);
      } else if (!labels.has(question.key)) labels.set(question.key, question.label);
    });
  }
  return labels;
});

export interface ErasedAnswer {
  key: string;
  /** The question's label ("Upload your card"), to say what will be deleted. */
  label: string;
}

/**
 * The answers that hold something now and that `clears` would empty: the questions the
 * applicant would lose. Companions without a question of their own (_desc, filled keys) are
 * not named; they go with their question.
 */
export function erasedAnswers(current: Answers, clears: Answers): ErasedAnswer[] {
  const erased: ErasedAnswer[] = [];
  for (const [key, value] of Object.entries(clears)) {
    if (!isEmptyAnswer(value) || isEmptyAnswer(current[key])) continue;
    const label = labelMap().get(key);
    if (label !== undefined) erased.push({ key, label });
  }
  return erased;
}
