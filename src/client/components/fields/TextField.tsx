import type { ClipboardEvent, InputHTMLAttributes } from 'react';
import { describedBy } from './FieldErrors';
import { errorIdOf, FieldShell } from './FieldShell';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  errors?: readonly string[];
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  onPaste?(event: ClipboardEvent<HTMLInputElement>): void;
  className?: string;
}

/** A labelled text input with its hint and messages (GOV.UK order: label, hint, errors, input). */
export function TextField({
  id,
  label,
  value,
  onChange,
  errors,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  onPaste,
  className,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorIdOf(id, errors);
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors}>
      <input
        id={id}
        name={id}
        className={`field__input${className ? ` ${className}` : ''}`}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={false}
        autoCapitalize={type === 'email' ? 'none' : undefined}
        aria-invalid={errorId !== undefined || undefined}
        aria-describedby={describedBy(hintId, errorId)}
        onChange={(event) => onChange(event.target.value)}
        onPaste={onPaste}
      />
    </FieldShell>
  );
}
