// Reports a browser error to POST /api/client-errors (issue 14), so "has been logged" is true.
// Plain fetch, not request(): a failed report must never open another error dialog.
import type { ClientErrorBody } from '../../contracts/client-errors';
import { errorMessageOf } from './errors';

/**
 * The build the browser runs: the name of the chunk this module is bundled into, whose content
 * hash names the build exactly. A stamp of its own (a build time) would change that hash, and so
 * every chunk's name, on each build of unchanged code: browsers would fetch a release anew and
 * servers built apart would name different files. 'dev' under the dev server and test runner.
 */
export const BUILD = import.meta.env.DEV
  ? 'dev'
  : (new URL(import.meta.url).pathname.split('/').pop() ?? 'unknown');

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
