import { useMutation } from '@tanstack/react-query';
import { SkipLink } from '../components/SkipLink';
import {
  NavLink,
  Outlet,
  redirect,
  useNavigate,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { UnauthorizedError } from '../api/errors';
import { followDefinitions } from '../app/definitions/live-definitions';
import { queryClient } from '../app/query-client';
import { site } from '../app/site';
import { signInReturningTo } from './after-sign-in';
import { fetchStaffMe, staffLogout, staffMeKey } from './api/session';
import { navFor } from './staff-nav';
import { staffPaths } from './staff-paths';
import { useStaffMe } from './use-staff-me';
import './staff.css';

/**
 * Who is signed in, fresh at each navigation; without a staff session, the sign-in page, which
 * returns to the page asked for (with its search) afterwards. The engine follows the live form
 * version at each navigation too: the lists, filters and exports are judged on it by the server,
 * and an application's page (its own version) or the draft's preview may have moved it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const definitions = followDefinitions();
  try {
    const me = await queryClient.fetchQuery({
      queryKey: staffMeKey,
      queryFn: fetchStaffMe,
      staleTime: 0,
    });
    await definitions;
    return me;
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      const url = new URL(request.url);
      return redirect(signInReturningTo(`${url.pathname}${url.search}`));
    }
    throw error;
  }
}

/** Again at every navigation inside the workspace, not only when entering it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || currentUrl.href !== nextUrl.href;
}

/** The workspace's frame: a skip link, the header with navigation and sign-out, the page. */
export function Component() {
  const me = useStaffMe();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: staffLogout,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['staff'] });
      void navigate(staffPaths.signIn, {
        replace: true,
        state: { message: 'You have signed out.' },
      });
    },
  });
  return (
    <>
      <SkipLink />
      <header className="staff-header">
        <div className="page-width staff-header__inner">
          <p className="staff-header__title">
            <NavLink to={staffPaths.home} end>
              {site.name} staff workspace
            </NavLink>
          </p>
          <nav aria-label="Staff workspace" className="staff-nav">
            <ul>
              {navFor(me.role).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="staff-header__account">
            <span data-testid="staff-who">
              {me.username} ({me.role})
            </span>
            <button
              type="button"
              className="link-button staff-header__sign-out"
              onClick={() => signOut.mutate()}
              aria-disabled={signOut.isPending || undefined}
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main-content" className="main staff-main" tabIndex={-1}>
        <div className="page-width">
          <Outlet />
        </div>
      </main>
    </>
  );
}
