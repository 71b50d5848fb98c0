import { printLines, type Answers, type QuestionNode } from '../../engine';

export interface PrintedQuestion {
  /** The label line, or undefined for a box whose label is in its value line. */
  label: string | undefined;
  lines: string[];
}

/** The printed form of a question (the engine's print rules); `document` is the attached file's name. */
export function printQuestion(
  question: QuestionNode,
  answers: Answers,
  document: string | undefined,
): PrintedQuestion {
  const documentLine = document
    ? `Attached: ${document} (its pages follow the answers)`
    : 'No document attached.';
  const lines = printLines(question, answers, documentLine);
  return { label: question.widget === 'checkbox' ? undefined : question.label, lines };
}
