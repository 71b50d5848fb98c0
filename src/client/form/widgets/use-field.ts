import { useFieldErrors } from '../stores/validation-store';

export interface FieldState {
  /** The field's messages while validating (undefined when none). */
  errors: readonly string[] | undefined;
  invalid: boolean;
  hintId: string;
  errorId: string;
  /** For aria-describedby: the hint and the inline message, whichever exist. */
  describedBy: string | undefined;
}

export function hintIdOf(key: string): string {
  return `${key}__hint`;
}

export function errorIdOf(key: string): string {
  return `${key}__error`;
}

/** The accessible wiring of one field: its messages and the ids that describe its input. */
export function useField(key: string, hasHint: boolean): FieldState {
  const errors = useFieldErrors(key);
  const invalid = errors !== undefined && errors.length > 0;
  const hintId = hintIdOf(key);
  const errorId = errorIdOf(key);
  const ids = [hasHint ? hintId : '', invalid ? errorId : ''].filter(Boolean);
  return {
    errors,
    invalid,
    hintId,
    errorId,
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
  };
}
