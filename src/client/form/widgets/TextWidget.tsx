import { DEFAULT_MAX_LENGTH, questionMaxLength } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { writeAnswer } from './answer-writes';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import { inputWidthClass, stringValue, type WidgetProps } from './widget-props';

/** One line of text (also e-mail addresses), limited to the question's max length (45 by default). */
export function TextWidget({ question }: WidgetProps) {
  const { key } = question;
  const value = stringValue(useAnswer(key));
  const field = useField(key, Boolean(question.hint));
  const maxLength = questionMaxLength(question) ?? DEFAULT_MAX_LENGTH;
  return (
    <FieldShell question={question} field={field}>
      <input
        id={key}
        name={key}
        type={question.widget === 'email' ? 'email' : 'text'}
        className={inputWidthClass(maxLength)}
        value={value}
        maxLength={maxLength}
        spellCheck={question.widget === 'email' ? false : undefined}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        aria-required={question.required || undefined}
        onChange={(event) => writeAnswer(key, event.target.value)}
      />
    </FieldShell>
  );
}
