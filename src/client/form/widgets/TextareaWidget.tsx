import { countCharacters, questionMaxLength, TEXTAREA_DEFAULT_MAX } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { writeAnswer } from './answer-writes';
import { FieldShell } from './FieldShell';
import { useT } from '../../i18n/use-t';
import { limitCharacters } from './limit-characters';
import { useField } from './use-field';
import { stringValue, type WidgetProps } from './widget-props';

/** The counter's words, in the form screen readers and people read best (digits not grouped). */
function remainingText(t: ReturnType<typeof useT>, used: number, max: number): string {
  const left = max - used;
  return t('textarea.remaining', {
    left: String(left),
    count: left,
    used: String(used),
    max: String(max),
  });
}

/**
 * A text area with a character counter. It counts as the server counts (a line break is one
 * character on both sides) and stops at the configured limit, since the server keeps no more.
 */
export function TextareaWidget({ question }: WidgetProps) {
  const t = useT();
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
        {remainingText(t, countCharacters(value), max)}
      </p>
    </FieldShell>
  );
}
