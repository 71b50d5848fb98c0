import { Outlet } from 'react-router-dom';
import { InactivityGuard } from '../inactivity/InactivityGuard';
import { LocationValidator } from './LocationValidator';

/** The application pages: under the location validator and the inactivity timeout. */
export function ApplicationGroup() {
  return (
    <>
      <LocationValidator />
      <InactivityGuard />
      <Outlet />
    </>
  );
}
