import type { ErrorMap } from '../../../engine';

export type Validate<F extends string> = (values: Record<F, string>) => ErrorMap;

/** Which other fields a change re-checks (the confirm password when the password changes). */
export type Related<F extends string> = (field: F, values: Record<F, string>) => readonly F[];

const none = () => [] as const;

/**
 * Spec section 4: on each change only the changed field (and the fields tied to it) is
 * validated; the other fields keep the messages they had.
 */
export function errorsAfterChange<F extends string>(
  previous: ErrorMap,
  values: Record<F, string>,
  field: F,
  validate: Validate<F>,
  related: Related<F> = none,
): ErrorMap {
  const all = validate(values);
  const next: ErrorMap = { ...previous };
  for (const name of [field, ...related(field, values)]) {
    const messages = all[name];
    if (messages && messages.length > 0) next[name] = messages;
    else delete next[name];
  }
  return next;
}

/** On submit everything is validated; the form is sent only when this is empty. */
export function errorsOnSubmit<F extends string>(
  values: Record<F, string>,
  validate: Validate<F>,
): ErrorMap {
  const all = validate(values);
  return Object.fromEntries(Object.entries(all).filter(([, messages]) => messages.length > 0));
}

export function hasErrors(errors: ErrorMap): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}

/** The first field of the form (in display order) that has a message, to move focus to. */
export function firstFieldWithError<F extends string>(
  errors: ErrorMap,
  order: readonly F[],
): F | undefined {
  return order.find((field) => (errors[field]?.length ?? 0) > 0);
}

/** Digits of a pasted confirmation code ("123 456", "Code: 123456"), else the text as pasted. */
export function codeFromPaste(pasted: string, length: number): string {
  const digits = pasted.replace(/\D/g, '');
  return digits.length === length ? digits : pasted.trim();
}
