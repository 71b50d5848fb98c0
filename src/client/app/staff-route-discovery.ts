import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { loadSeedDefinitions } from '../../engine/definitions/seed-definitions';

let staffRoutesAdded = false;

/**
 * The staff workspace's routes join the table the first time a path under /staff is asked
 * for (React Router asks here for any path that only the catch-all matches), so an
 * applicant's first load does not carry the workspace's route table. The seed set's pages come
 * along: the workspace draws questions (lists, exports, reviews) wherever it has not moved to
 * an application's own version.
 */
export const addStaffRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (staffRoutesAdded || !/^\/staff(\/|$)/.test(path)) return;
  const [{ staffRoutes }] = await Promise.all([import('../staff/routes'), loadSeedDefinitions()]);
  if (staffRoutesAdded) return;
  staffRoutesAdded = true;
  patch('root', [staffRoutes]);
};
