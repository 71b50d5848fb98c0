import type { ReactNode } from 'react';
import { writeAnswer } from './answer-writes';

interface Props {
  answerKey: string;
  /** The answer, read by the caller: the component that subscribes to it is the one that re-renders. */
  checked: boolean;
  children: ReactNode;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

/** One box with its label; its answer is a boolean under its own key. */
export function CheckboxItem({
  answerKey,
  checked,
  children,
  describedBy,
  invalid,
  required,
}: Props) {
  return (
    <div className="checkboxes__item">
      <input
        id={answerKey}
        name={answerKey}
        type="checkbox"
        className="checkboxes__input"
        checked={checked}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        onChange={(event) => writeAnswer(answerKey, event.target.checked)}
      />
      <label className="checkboxes__label" htmlFor={answerKey}>
        {children}
      </label>
    </div>
  );
}
