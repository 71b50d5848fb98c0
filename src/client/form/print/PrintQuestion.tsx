import { checkboxMark, isAnswered, printLines, type QuestionNode } from '../../../engine';
import { useAnswer, useAnswersStore } from '../../stores/answers';
import { useFormEnvironment } from '../form-context';

export const DOCUMENT_ATTACHED = 'A document is attached.';
export const NO_DOCUMENT = 'No document attached.';

/** One question, read-only: its label and its answer as the staff view prints it. */
export function PrintQuestion({ question }: { question: QuestionNode }) {
  const { hideUnanswered, documents, documentUrl } = useFormEnvironment();
  const answers = useAnswersStore((s) => s.answers);
  const hasDocument =
    question.widget === 'file' &&
    (answers[question.key] === 'ANSWERED' || documents[question.key] !== undefined);
  if (hideUnanswered && !isAnswered(question, answers, hasDocument)) return null;
  const lines = printLines(question, answers, hasDocument ? DOCUMENT_ATTACHED : NO_DOCUMENT);
  if (question.widget === 'checkbox') {
    return <p className="print-field print-field--checkbox">{lines[0]}</p>;
  }
  return (
    <div className="print-field" id={question.key}>
      <p className="print-field__label">{question.label}</p>
      {lines.map((line, index) => (
        <p key={index} className="print-field__value">
          {line === '' ? '\u00a0' : line}
        </p>
      ))}
      {hasDocument && documentUrl && (
        <p className="print-field__value">
          <a href={documentUrl(question.key)} target="_blank" rel="noopener">
            Open the document: {documents[question.key]?.file_name ?? question.label} (PDF)
          </a>
        </p>
      )}
    </div>
  );
}

/** A confirm box in the staff view. */
export function PrintCheckbox({ answerKey, label }: { answerKey: string; label: string }) {
  const value = useAnswer(answerKey);
  const { hideUnanswered } = useFormEnvironment();
  if (hideUnanswered && value !== true) return null;
  return <p className="print-field print-field--checkbox">{`${checkboxMark(value)} ${label}`}</p>;
}
