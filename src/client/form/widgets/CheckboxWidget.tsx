import { useAnswer } from '../../stores/answers';
import { CheckboxItem } from './CheckboxItem';
import { FieldErrors, FieldHint, RequiredMarker } from './FieldShell';
import { useField } from './use-field';
import type { WidgetProps } from './widget-props';

interface CheckboxProps {
  answerKey: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/** One yes/no box; its answer is a boolean. Also used by the confirm swap. */
export function Checkbox({ answerKey, label, hint, required }: CheckboxProps) {
  const checked = useAnswer(answerKey) === true;
  const field = useField(answerKey, Boolean(hint));
  return (
    <div className={`field field--checkbox${field.invalid ? ' field--error' : ''}`}>
      <FieldErrors field={field} />
      <CheckboxItem
        answerKey={answerKey}
        checked={checked}
        describedBy={field.describedBy}
        invalid={field.invalid}
        required={required}
      >
        {label}
        {required && <RequiredMarker />}
      </CheckboxItem>
      <FieldHint id={field.hintId} text={hint} />
    </div>
  );
}

export function CheckboxWidget({ question }: WidgetProps) {
  return (
    <Checkbox
      answerKey={question.key}
      label={question.label}
      hint={question.hint}
      required={question.required}
    />
  );
}
