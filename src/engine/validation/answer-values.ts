// What a stored coded answer may hold (issue 14): a select, radio or conditional select holds ''
// or one of the options its question shows for these answers, and its _desc holds '' or that
// option's label. The browser can only produce such values; the server refuses any other.
import { codedQuestionsOf } from '../definitions/coded-questions';
import { perDefinitions } from '../definitions/active-definitions';
import { codeKeyOf } from '../definitions/coded-companion';
import { codedDescription } from '../definitions/stored-label';
import { questionOptions } from '../options/question-options';
import { PAGE_IDS, type Answers } from '../types';

const codedQuestions = perDefinitions((set) =>
  codedQuestionsOf(PAGE_IDS.flatMap((pageId) => set.pages[pageId].nodes)),
);

/**
 * The problem with one coded answer or _desc, judged with `answers` (the whole map after the
 * save, so a state is checked against the country saved with it); undefined when it is fine or
 * the key is not coded.
 */
export function codedValueProblem(
  key: string,
  value: unknown,
  answers: Answers,
  now: Date = new Date(),
): string | undefined {
  if (value === '' || typeof value !== 'string') return undefined;
  const question = codedQuestions().get(key);
  if (question) {
    const options = questionOptions(question, answers, now);
    return options.some((o) => o.value === value)
      ? undefined
      : `${key} must be one of its question's options, or empty.`;
  }
  const codeKey = codeKeyOf(key);
  if (codeKey === undefined) return undefined;
  return value === codedDescription(codeKey, answers, now)
    ? undefined
    : `${key} must be the label of the chosen ${codeKey}, or empty.`;
}
