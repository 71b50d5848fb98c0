import {
  redirect,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { UnauthorizedError } from '../../api/errors';
import { saveLastPage } from '../../api/session/last-page';
import { queryClient } from '../../app/query-client';
import { prefetchViewState } from '../../form/api/view-state';
import { ensureSession } from './ensure-session';
import { followLiveDefinitions } from '../../app/definitions/live-definitions';
import { routeRedirect, shouldSaveLastPage } from './routing-rules';
import { useSessionStore } from '../../stores/session';

/**
 * The loader of the application group (spec section 2): settles the session (fetching the
 * profile), follows the live form version, applies the routing rules and saves the last page. It runs on every navigation
 * inside the group (see shouldRevalidate), with the profile cached after the first.
 */
export async function applicationLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const definitions = followLiveDefinitions();
  try {
    await ensureSession(url);
  } catch (error) {
    // The 401 handler has already cleared everything and is on its way to /login.
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
  const session = useSessionStore.getState();
  const context = { ...session, pathname: url.pathname };
  const target = routeRedirect(context);
  if (target) throw redirect(target);
  // The page needs the applicant's view state too: waited for here, so the page appears with
  // its entries and tabs in place instead of moving when they arrive (issue 20). Not before
  // the profile: on a busy server that slows what everything waits for.
  if (session.is_logged_in && !session.is_service_user) await prefetchViewState(queryClient);
  await definitions;
  if (shouldSaveLastPage(context)) {
    session.set({ last_page: url.pathname });
    saveLastPage(url.pathname).catch(() => {
      // Not worth interrupting the applicant: the next navigation saves it again.
    });
  }
  return null;
}

export function shouldRevalidateApplication({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    defaultShouldRevalidate ||
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.search !== nextUrl.search
  );
}
