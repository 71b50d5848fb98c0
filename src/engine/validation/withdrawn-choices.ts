// Issue 18: a choice the definitions no longer offer. An answer saved under older definitions
// may hold a code whose option has since been removed; the select then shows its prompt, and
// submit must not pass with the orphan code. The applicant is asked to choose again.
import { codedQuestionsOf } from '../definitions/coded-questions';
import { activeDefinitions, perDefinitions } from '../definitions/active-definitions';
import { CHOICE_WITHDRAWN_MESSAGE } from '../definitions/engine-texts';
import { questionOptions } from '../options/question-options';
import { PAGE_IDS, type Answers, type PageId, type QuestionNode } from '../types';
import type { FieldError } from './errors-to-messages';

const codedByPage = perDefinitions(
  (set) =>
    new Map<PageId, QuestionNode[]>(
      PAGE_IDS.map((pageId) => [pageId, [...codedQuestionsOf(set.pages[pageId].nodes).values()]]),
    ),
);

/**
 * The page's coded answers that are not among the options their question shows for these
 * answers, in page order; the caller drops the ones not on screen (a conditional select with
 * no options for its controlling answer is not on screen).
 */
export function withdrawnChoices(pageId: PageId, answers: Answers, now: Date): FieldError[] {
  const found: FieldError[] = [];
  const message = activeDefinitions().translate(CHOICE_WITHDRAWN_MESSAGE);
  for (const question of codedByPage().get(pageId) ?? []) {
    const value = answers[question.key];
    if (typeof value !== 'string' || value === '') continue;
    if (!questionOptions(question, answers, now).some((option) => option.value === value))
      found.push({ key: question.key, message });
  }
  return found;
}
