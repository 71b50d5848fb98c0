import { UnauthorizedError } from '../../api/errors';
import { request, type Method, type RequestOptions } from '../../api/http';
import { navigateTo } from '../../app/navigation';
import { queryClient } from '../../app/query-client';
import { signInReturningTo } from '../after-sign-in';

export const STAFF_SESSION_LOST =
  'You are not signed in to the staff workspace, or your session has expired. Please sign in again.';

/**
 * A call of the staff workspace. A 401 means the staff session is gone: staff data leaves the
 * cache and the sign-in page opens with the server's message, to return here afterwards.
 */
export async function staffRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await request<T>(method, path, options);
  } catch (error) {
    if (error instanceof UnauthorizedError && !options.ignoreUnauthorized) {
      queryClient.removeQueries({ queryKey: ['staff'] });
      const here = `${window.location.pathname}${window.location.search}`;
      navigateTo(signInReturningTo(here), {
        replace: true,
        state: { errorMessage: error.message },
      });
    }
    throw error;
  }
}
