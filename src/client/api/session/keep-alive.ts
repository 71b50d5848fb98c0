import { request } from '../http';

/** POST /api/keep-alive: extends the session (the "Still working?" prompt's Yes). */
export function keepAlive(): Promise<unknown> {
  return request('POST', '/api/keep-alive');
}
