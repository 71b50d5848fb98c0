import { genericErrorMessage, ServerError, UnauthorizedError } from './errors';
import { interpretResponse } from './interpret-response';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type UnauthorizedHandler = (error: UnauthorizedError) => void;

let onUnauthorized: UnauthorizedHandler = () => {};

/**
 * The app registers what a lost session means (clear cached data, go to /login). Only calls
 * that need a session (under /api/) trigger it: a 401 from /public/login is a wrong password,
 * shown on the card, not an expired session.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function needsSession(path: string): boolean {
  return path.startsWith('/api/');
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The caller handles a 401 itself (logout: an expired session is already logged out). */
  ignoreUnauthorized?: boolean;
  /** Headers besides the JSON ones every call carries. */
  headers?: Record<string, string>;
}

/** The path with its query string (undefined values left out). */
export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Requests carry a JSON Content-Type (spec section 7); a POST, PUT or DELETE without a payload
 * sends an empty object, since a JSON request with an empty body is refused.
 */
export function bodyOf(method: Method, body: unknown): string | undefined {
  if (body !== undefined) return JSON.stringify(body);
  return method === 'GET' ? undefined : '{}';
}

/** One JSON call to our server (spec section 7): JSON both ways, errors mapped per section 8. */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...options.headers,
      },
      body: bodyOf(method, options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ServerError(genericErrorMessage(), 0);
  }
  const result = interpretResponse(response.status, await response.text().catch(() => ''));
  if (result.ok) return result.data as T;
  if (
    result.error instanceof UnauthorizedError &&
    needsSession(path) &&
    !options.ignoreUnauthorized
  ) {
    onUnauthorized(result.error);
  }
  throw result.error;
}
