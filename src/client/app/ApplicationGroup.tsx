import { Outlet } from 'react-router-dom';
import { InactivityGuard } from '../features/inactivity/InactivityGuard';
import { LocationValidator } from '../features/session/LocationValidator';
import { logout } from '../features/session/logout';
import { FormActionsContext } from '../form/form-actions';
import { applicantFormActions } from './form-actions/applicant-form-actions';

/**
 * The application pages: under the location validator and the inactivity timeout. Composed
 * here because features do not import each other: the guard is handed the session's logout,
 * the form its actions.
 */
export function ApplicationGroup() {
  return (
    <>
      <LocationValidator />
      <InactivityGuard logout={logout} />
      <FormActionsContext.Provider value={applicantFormActions}>
        <Outlet />
      </FormActionsContext.Provider>
    </>
  );
}
