import { genericErrorMessage, ServerError, UnauthorizedError } from './errors';

export type Interpreted = { ok: true; data: unknown } | { ok: false; error: ServerError };

function parseJson(text: string): { parsed: true; value: unknown } | { parsed: false } {
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false };
  }
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The `errors` map of a failure body, when every entry is a list of messages. */
function errorMap(body: unknown): Record<string, string[]> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as Record<string, unknown>).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors);
  const valid = entries.every(
    ([, messages]) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
  return valid && entries.length > 0 ? (errors as Record<string, string[]>) : undefined;
}

/**
 * Maps a response onto data or an error, per spec section 8:
 * - a body that is not JSON is a server error with the generic text (an empty OK body is null);
 * - 401 is an UnauthorizedError carrying the server's message;
 * - any other failure shows the server's `message` when it is a string, else the generic text.
 */
export function interpretResponse(status: number, bodyText: string): Interpreted {
  const ok = status >= 200 && status < 300;
  if (ok && bodyText.trim() === '') return { ok: true, data: null };
  const body = parseJson(bodyText);
  if (!body.parsed) {
    return {
      ok: false,
      error:
        status === 401
          ? new UnauthorizedError(genericErrorMessage())
          : new ServerError(genericErrorMessage(), status),
    };
  }
  if (ok) return { ok: true, data: body.value };
  const message = field(body.value, 'message') ?? genericErrorMessage();
  const code = field(body.value, 'code');
  if (status === 401) return { ok: false, error: new UnauthorizedError(message, code) };
  return {
    ok: false,
    error: new ServerError(message, status, code, errorMap(body.value), body.value),
  };
}
