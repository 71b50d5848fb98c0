import { useAnswer } from '../../stores/answers';
import { CheckboxItem } from './CheckboxItem';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import type { WidgetProps } from './widget-props';

function CheckGroupItem({ answerKey, label }: { answerKey: string; label: string }) {
  // Each box subscribes to its own answer: ticking one re-renders that box only.
  const checked = useAnswer(answerKey) === true;
  return (
    <CheckboxItem answerKey={answerKey} checked={checked}>
      {label}
    </CheckboxItem>
  );
}

/** Several yes/no boxes under one question; each box is its own boolean answer. */
export function CheckGroupWidget({ question }: WidgetProps) {
  const field = useField(question.key, Boolean(question.hint));
  return (
    <FieldShell question={question} field={field} as="fieldset">
      <div className="checkboxes">
        {(question.items ?? []).map((item) => (
          <CheckGroupItem key={item.key} answerKey={item.key} label={item.label} />
        ))}
      </div>
    </FieldShell>
  );
}
