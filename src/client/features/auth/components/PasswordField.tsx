import { useState } from 'react';
import { describedBy, FieldErrors } from './FieldErrors';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  errors?: readonly string[];
  autoComplete: 'current-password' | 'new-password';
  /** Shows the live requirements checklist under the input. */
  checklist?: boolean;
}

/** A password input with a show/hide toggle and, for new passwords, the checklist. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  errors,
  autoComplete,
  checklist = false,
}: Props) {
  const [visible, setVisible] = useState(false);
  const hasError = (errors?.length ?? 0) > 0;
  const errorId = hasError ? `${id}-error` : undefined;
  const checklistId = checklist ? `${id}-checklist` : undefined;
  return (
    <div className={`field${hasError ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldErrors id={`${id}-error`} messages={errors} />
      <div className="password">
        <input
          id={id}
          name={id}
          className="field__input password__input"
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(errorId, checklistId)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password__toggle"
          aria-controls={id}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {checklist && <PasswordChecklist id={`${id}-checklist`} password={value} />}
    </div>
  );
}
