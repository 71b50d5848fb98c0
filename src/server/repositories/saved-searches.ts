import type { SearchQuery } from '../../contracts/staff-search';
import type { Queryable } from '../db/database';

export interface SavedSearchRow {
  id: string;
  name: string;
  query: SearchQuery;
  created_at: Date;
}

/** The staff_saved_searches table: each staff member's named searches of the list. */
export function savedSearchesRepository(db: Queryable) {
  return {
    /** False when the staff member already has a search of this name. */
    async add(search: {
      id: string;
      staffId: string;
      name: string;
      query: SearchQuery;
      now: Date;
    }): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO staff_saved_searches (id, staff_id, name, query, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (staff_id, name) DO NOTHING RETURNING id`,
        [search.id, search.staffId, search.name, JSON.stringify(search.query), search.now],
      );
      return rows.length === 1;
    },

    async of(staffId: string): Promise<SavedSearchRow[]> {
      const { rows } = await db.query<SavedSearchRow>(
        `SELECT id, name, query, created_at FROM staff_saved_searches
          WHERE staff_id = $1 ORDER BY lower(name), id`,
        [staffId],
      );
      return rows;
    },

    /** The name of the search removed, or undefined when the staff member has none of this id. */
    async remove(staffId: string, id: string): Promise<string | undefined> {
      const { rows } = await db.query<{ name: string }>(
        'DELETE FROM staff_saved_searches WHERE staff_id = $1 AND id = $2 RETURNING name',
        [staffId, id],
      );
      return rows[0]?.name;
    },
  };
}
