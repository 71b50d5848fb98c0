import type { Dashboard } from '../../../contracts/staff-dashboard';
import type { Queryable } from '../../db/database';
import { applicationListingRepository } from '../../repositories/application-listing';
import { searchFilters } from '../applications/search-filters';
import { DASHBOARD_GROUPS, type DashboardGroupSource } from './dashboard-groups';

/**
 * Each group's items with their counts: the list's own count of each item's search, as
 * `staffId` would list it.
 */
export async function readDashboard(
  db: Queryable,
  staffId: string,
  groups: readonly DashboardGroupSource[] = DASHBOARD_GROUPS,
): Promise<Dashboard> {
  const listing = applicationListingRepository(db);
  const read: Dashboard['groups'] = [];
  // One after another: PGlite is one connection, and PostgreSQL's pool is shared with the list.
  for (const group of groups) {
    const items = [];
    for (const item of await group.items(db))
      items.push({ ...item, count: await listing.count(searchFilters(item.query, staffId)) });
    read.push({ id: group.id, title: group.title, items });
  }
  return { groups: read };
}
