import { printLines, type QuestionNode } from '../../../engine';
import { useLanguageState } from '../../i18n/language-store';
import { useAnswersStore } from '../../stores/answers';

/**
 * How a text value of a question reads to the applicant, by the print model's rules: a date in
 * their language's order, a code as its option's label (the other answers as they are now).
 * Lives with the renderer, which loads the print model anyway, so the shell does not.
 */
export function usePrintedAnswer(question: QuestionNode): (value: string) => string {
  const language = useLanguageState((state) => state.language);
  return (value) => {
    const answers = { ...useAnswersStore.getState().answers, [question.key]: value };
    return printLines(question, answers, '', language)[0] || value;
  };
}
