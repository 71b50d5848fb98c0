import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';

let staffRoutesAdded = false;

/**
 * The staff workspace's routes join the table the first time a path under /staff is asked
 * for (React Router asks here for any path that only the catch-all matches), so an
 * applicant's first load does not carry the workspace's route table.
 */
export const addStaffRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (staffRoutesAdded || !/^\/staff(\/|$)/.test(path)) return;
  const { staffRoutes } = await import('../staff/routes');
  if (staffRoutesAdded) return;
  staffRoutesAdded = true;
  patch('root', [staffRoutes]);
};
