import { DEFAULT_LIST_SORT } from '../../../contracts/staff-applications';
import { applicationReference, type WebStatus } from '../../../engine';
import type { Queryable } from '../../db/database';
import {
  applicationListingRepository,
  type ListFilters,
} from '../../repositories/application-listing';
import { encodeCursor } from './list-cursor';

export interface ListedApplication {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: WebStatus | null;
  submitted_at: string | null;
  entry_term: string;
  reference: string;
}

/**
 * In the order asked for (newest first by default), one keyset page (no OFFSET: page 2,000 costs what page 1 does), and how many the
 * filters select in all (a count with the same conditions, beside the page).
 */
export async function listApplications(
  db: Queryable,
  filters: ListFilters,
): Promise<{ items: ListedApplication[]; next_cursor: string | null; total: number }> {
  const listing = applicationListingRepository(db);
  const [rows, total] = await Promise.all([
    listing.page(filters),
    listing.count({ ...filters, after: undefined }),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      status: row.status,
      submitted_at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
      entry_term: row.entry_term,
      reference: applicationReference(row.id),
    })),
    next_cursor:
      rows.length > filters.limit && last
        ? encodeCursor({ sort: filters.sort ?? DEFAULT_LIST_SORT, ...last.position })
        : null,
    total,
  };
}
