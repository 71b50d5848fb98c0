import { HttpError } from '../../http-error';

/**
 * Refuses an account form the engine found fault with: 400 with the first message and every
 * message per field, the same texts the client shows.
 */
export function refuseInvalidForm(errors: Record<string, string[]>): void {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  const first = entries[0]?.[1][0];
  if (first === undefined) return;
  throw new HttpError(400, first, { code: 'INVALID', errors: Object.fromEntries(entries) });
}
