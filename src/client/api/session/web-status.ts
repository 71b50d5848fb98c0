import type { WebStatusBody } from '../../../contracts/progress';
import { WEB_STATUS_RETRIES, type WebStatus } from '../../../engine/constants';
import { UnauthorizedError } from '../errors';
import { request } from '../http';

/** POST /api/web-status, retried twice on failure (the only call that retries, spec section 7). */
export async function postWebStatus(
  status: WebStatus,
  retries = WEB_STATUS_RETRIES,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await request('POST', '/api/web-status', {
        body: { web_status: status } satisfies WebStatusBody,
      });
      return;
    } catch (error) {
      if (attempt >= retries || error instanceof UnauthorizedError) throw error;
    }
  }
}
