import { defaultRoute, isApplicationPagePath, paths } from '../../app/paths';
import type { SessionSnapshot } from '../../stores/session';

export type RoutingContext = Pick<
  SessionSnapshot,
  'is_logged_in' | 'web_status' | 'last_page' | 'has_changed_page' | 'is_service_user'
> & { pathname: string };

/**
 * The routing rules of spec section 2, for a path of the application group. Returns where to
 * go instead, or null to stay:
 * - submitted and not on /completion → /completion;
 * - not submitted and on /completion → the default route;
 * - logged in, not yet changed page, on one of the three pages, and the stored last page
 *   differs → the last page (an applicant opening /review directly stays there).
 */
export function routeRedirect(context: RoutingContext): string | null {
  const { pathname, web_status, is_logged_in, last_page, has_changed_page, is_service_user } =
    context;
  if (is_service_user) return null;
  if (web_status === 'submitted') return pathname === paths.completion ? null : paths.completion;
  if (pathname === paths.completion) return defaultRoute();
  if (
    is_logged_in &&
    !has_changed_page &&
    isApplicationPagePath(pathname) &&
    isApplicationPagePath(last_page) &&
    last_page !== pathname
  ) {
    return last_page;
  }
  return null;
}

/** The current path is saved as the last page while the status is started or validating. */
export function shouldSaveLastPage(context: RoutingContext): boolean {
  return (
    context.is_logged_in &&
    !context.is_service_user &&
    (context.web_status === 'started' || context.web_status === 'validating') &&
    isApplicationPagePath(context.pathname) &&
    context.pathname !== context.last_page
  );
}
