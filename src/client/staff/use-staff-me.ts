import { useRouteLoaderData } from 'react-router-dom';
import type { StaffMe } from '../../contracts/staff-accounts';

/** The signed-in staff member, as the shell's loader found them. */
export function useStaffMe(): StaffMe {
  const me = useRouteLoaderData('staff-shell') as StaffMe | undefined;
  if (!me) throw new Error('useStaffMe outside the staff shell');
  return me;
}
