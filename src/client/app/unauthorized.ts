import type { UnauthorizedError } from '../api/errors';
import { t } from '../i18n/translate';
import { setUnauthorizedHandler } from '../api/http';
import { clearClientData } from '../features/session/clear-client-data';
import { LOGGED_IN_COOKIE } from '../features/session/session-cookie';
import { navigateTo } from './navigation';
import { paths } from './paths';

/**
 * Spec section 2: an invalid session (HTTP 401) clears cached data and goes to /login with
 * "Your session is invalid. Please clear your cookies and login again." shown as an error.
 */
export function handleUnauthorized(_error: UnauthorizedError): void {
  clearClientData();
  // The server clears its cookies with the 401; this makes sure the readable one is gone too.
  document.cookie = `${LOGGED_IN_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  navigateTo(paths.login, { replace: true, state: { errorMessage: t('error.sessionInvalid') } });
}

export function installUnauthorizedHandler(): void {
  setUnauthorizedHandler(handleUnauthorized);
}
