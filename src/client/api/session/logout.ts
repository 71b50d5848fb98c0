import { request } from '../http';

/** GET /api/logout; an expired session is handled by the caller, not as a lost session. */
export function logoutCall(): Promise<unknown> {
  return request('GET', '/api/logout', { ignoreUnauthorized: true });
}
