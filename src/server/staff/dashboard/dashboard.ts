import type { Dashboard } from '../../../contracts/staff-dashboard';
import type { Queryable } from '../../db/database';
import { applicationListingRepository } from '../../repositories/application-listing';
import { searchFilters } from '../applications/search-filters';
import {
  DASHBOARD_GROUPS,
  type DashboardGroupSource,
  type DashboardItem,
} from './dashboard-groups';

/**
 * Each group's items with their counts: the list's own conditions for each item's search, as
 * `staffId` would list it, all counted in one statement.
 */
export async function readDashboard(
  db: Queryable,
  staffId: string,
  groups: readonly DashboardGroupSource[] = DASHBOARD_GROUPS,
): Promise<Dashboard> {
  // One after another: PGlite is one connection, and PostgreSQL's pool is shared with the list.
  const itemsOf: DashboardItem[][] = [];
  for (const group of groups) itemsOf.push(await group.items(db));
  const counts = await applicationListingRepository(db).counts(
    itemsOf.flat().map((item) => searchFilters(item.query, staffId)),
  );
  let next = 0;
  return {
    groups: groups.map((group, g) => ({
      id: group.id,
      title: group.title,
      items: (itemsOf[g] ?? []).map((item) => ({ ...item, count: counts[next++] ?? 0 })),
    })),
  };
}
