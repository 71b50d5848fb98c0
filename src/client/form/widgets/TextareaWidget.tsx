import { countCharacters, questionMaxLength, TEXTAREA_DEFAULT_MAX } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { writeAnswer } from './answer-writes';
import { FieldShell } from './FieldShell';
import { limitCharacters, remainingText } from './limit-characters';
import { useField } from './use-field';
import { stringValue, type WidgetProps } from './widget-props';

/**
 * A text area with a character counter. It counts as the server counts (a line break is one
 * character on both sides) and stops at the configured limit, since the server keeps no more.
 */
export function TextareaWidget({ question }: WidgetProps) {
  const { key } = question;
  const value = stringValue(useAnswer(key));
  const field = useField(key, Boolean(question.hint));
  const max = questionMaxLength(question) ?? TEXTAREA_DEFAULT_MAX;
  const counterId = `${key}__count`;
  const describedBy = [field.describedBy, counterId].filter(Boolean).join(' ');
  return (
    <FieldShell question={question} field={field}>
      <textarea
        id={key}
        name={key}
        className="textarea"
        rows={6}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={field.invalid || undefined}
        aria-required={question.required || undefined}
        onChange={(event) => writeAnswer(key, limitCharacters(event.target.value, max))}
      />
      <p id={counterId} className="field__counter">
        {remainingText(countCharacters(value), max)}
      </p>
    </FieldShell>
  );
}
