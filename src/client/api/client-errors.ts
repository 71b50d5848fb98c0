// Reports a browser error to POST /api/client-errors (issue 14), so "has been logged" is true.
// Plain fetch, not request(): a failed report must never open another error dialog.
import type { ClientErrorBody } from '../../contracts/client-errors';
import { errorMessageOf } from './errors';

declare const __APP_BUILD__: string | undefined;

/** The build the browser runs (vite.config.ts defines it; 'dev' under the test runner). */
export const BUILD = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

/** Message, stack, path and build only: never answers, never the query string. */
export function reportClientError(error: unknown): void {
  const message = (error instanceof Error ? error.message : errorMessageOf(error)) || 'Unknown';
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const body: ClientErrorBody = {
    message: message.slice(0, 2000),
    stack: stack.slice(0, 8000),
    route: window.location.pathname.slice(0, 500),
    build: BUILD,
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
