import { DEFAULT_MAX_LENGTH, questionMaxLength } from '../../../engine';
import { FieldShell } from './FieldShell';
import { useAnswerInput } from './use-answer-input';
import { useField } from './use-field';
import { inputWidthClass, type WidgetProps } from './widget-props';

/**
 * One line of text (also e-mail addresses), limited to the question's max length (45 by
 * default). Uncontrolled (use-answer-input.ts): a key press re-renders nothing.
 */
export function TextWidget({ question }: WidgetProps) {
  const { key } = question;
  const answer = useAnswerInput<HTMLInputElement>(key);
  const field = useField(key, Boolean(question.hint));
  const maxLength = questionMaxLength(question) ?? DEFAULT_MAX_LENGTH;
  return (
    <FieldShell question={question} field={field}>
      <input
        {...answer}
        id={key}
        name={key}
        type={question.widget === 'email' ? 'email' : 'text'}
        className={inputWidthClass(maxLength)}
        maxLength={maxLength}
        spellCheck={question.widget === 'email' ? false : undefined}
        autoComplete={question.autofill}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        aria-required={question.required || undefined}
      />
    </FieldShell>
  );
}
