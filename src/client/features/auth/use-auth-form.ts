import { useCallback, useMemo, useRef, useState } from 'react';
import type { ErrorMap } from '../../../engine';
import {
  errorsAfterChange,
  errorsOnSubmit,
  firstFieldWithError,
  hasErrors,
  type Related,
  type Validate,
} from './auth-form-state';
import { useT } from '../../i18n/use-t';
import { accountErrors } from '../../i18n/account-messages';

interface Options<F extends string> {
  initial: Record<F, string>;
  validate: Validate<F>;
  /** The fields on screen, in order: focus goes to the first one with a message. */
  order: readonly F[];
  related?: Related<F>;
}

/**
 * An account form: values, per-field messages (in the language read), change and submit as spec
 * section 4 says.
 */
export function useAuthForm<F extends string>({ initial, validate, order, related }: Options<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ErrorMap>({});
  // Changes go through `change`, which updates this first, so submit sees the latest values.
  const valuesRef = useRef(initial);
  const t = useT();
  const shownErrors = useMemo(() => accountErrors(errors, t), [errors, t]);

  const change = useCallback(
    (field: F, value: string) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      setErrors((previous) => errorsAfterChange(previous, next, field, validate, related));
    },
    [validate, related],
  );

  /** Validates everything; returns the values to send, or null (focus moved to the first error). */
  const check = useCallback((): Record<F, string> | null => {
    const current = valuesRef.current;
    const found = errorsOnSubmit(current, validate);
    setErrors(found);
    if (!hasErrors(found)) return current;
    const first = firstFieldWithError(found, order);
    if (first) document.getElementById(first)?.focus();
    return null;
  }, [validate, order]);

  /** Messages for one field only (e.g. the resend button validates just the e-mail). */
  const setFieldErrors = useCallback((field: F, messages: string[]) => {
    setErrors((previous) => {
      const next = { ...previous };
      if (messages.length > 0) next[field] = messages;
      else delete next[field];
      return next;
    });
  }, []);

  return { values, errors: shownErrors, change, check, setFieldErrors };
}
