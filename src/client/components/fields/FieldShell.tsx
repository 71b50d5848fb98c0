import type { ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';

/** The id of a field's messages when it has any, for its input's aria-describedby. */
export function errorIdOf(id: string, errors: readonly string[] | undefined): string | undefined {
  return (errors?.length ?? 0) > 0 ? `${id}-error` : undefined;
}

/** The frame of an account field, in GOV.UK order: label, hint, messages, then the input. */
export function FieldShell({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  errors?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={`field${errorIdOf(id, errors) ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-error`} messages={errors} />
      {children}
    </div>
  );
}
