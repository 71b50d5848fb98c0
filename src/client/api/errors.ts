/** The error catalogue of spec section 8, as the browser sees it. */
import { t } from '../i18n/translate';

/**
 * The generic text of spec section 8 in the language read (the catalogue's `error.generic`):
 * the browser's own words when a call failed without a message from the server.
 */
export function genericErrorMessage(): string {
  return t('error.generic');
}

/** A failed call: the text is safe to show to the user. */
export class ServerError extends Error {
  readonly status: number;
  /** The server's machine-readable code when it sent one (e.g. an unconfirmed account). */
  readonly code: string | undefined;
  /** Messages per answer key, when the server refused answers (e.g. a 422 submit). */
  readonly errors: Record<string, string[]> | undefined;
  /** The failure's JSON body, for a call whose contract puts more in it (a 422's problems). */
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    code?: string,
    errors?: Record<string, string[]>,
    body?: unknown,
  ) {
    super(message);
    this.name = 'ServerError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

/** HTTP 401 on a call that needs a session: the session is missing or has expired. */
export class UnauthorizedError extends ServerError {
  constructor(message: string, code?: string) {
    super(message, 401, code);
    this.name = 'UnauthorizedError';
  }
}

/** The text to show for anything thrown: our own errors carry safe text, others do not. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ServerError ? error.message : genericErrorMessage();
}
