import { Outlet } from 'react-router-dom';
import { InactivityGuard } from '../features/inactivity/InactivityGuard';
import { LocationValidator } from '../features/session/LocationValidator';
import { logout } from '../features/session/logout';

/**
 * The application pages: under the location validator and the inactivity timeout. Composed
 * here because features do not import each other: the guard is handed the session's logout.
 */
export function ApplicationGroup() {
  return (
    <>
      <LocationValidator />
      <InactivityGuard logout={logout} />
      <Outlet />
    </>
  );
}
