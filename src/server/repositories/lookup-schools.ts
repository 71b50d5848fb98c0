import type { Queryable } from '../db/database';
import type { SchoolRow } from '../lookup/school-csv';

export type StoredSchool = SchoolRow & { sample: boolean };

/** Rows per INSERT: nine parameters each, well under PostgreSQL's limit. */
const BATCH = 500;

/** The lookup_schools table: the schools the autocompletes search. */
export function lookupSchoolsRepository(db: Queryable) {
  return {
    /** Deletes the schools of these categories, and every sample row. */
    async deleteCategories(categories: string[]): Promise<void> {
      await db.query('DELETE FROM lookup_schools WHERE sample OR category = ANY($1::text[])', [
        categories,
      ]);
    },

    async insert(rows: SchoolRow[], sample: boolean): Promise<void> {
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH);
        const params: unknown[] = [];
        const values = batch.map((r, j) => {
          params.push(
            r.category,
            r.ceeb,
            r.name,
            r.address_line_1,
            r.city,
            r.state,
            r.zip,
            r.country,
            sample,
          );
          const o = j * 9;
          return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}, $${o + 8}, $${o + 9})`;
        });
        await db.query(
          `INSERT INTO lookup_schools (category, ceeb, name, address_line_1, city, state, zip, country, sample) VALUES ${values.join(', ')}`,
          params,
        );
      }
    },

    async isEmpty(): Promise<boolean> {
      const { rows } = await db.query<{ any: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM lookup_schools) AS any',
      );
      return !rows[0]?.any;
    },

    /**
     * Schools whose lower-case name contains `needle` (already LIKE-escaped; names starting with
     * it first), or whose code is `code`.
     */
    async search(
      category: string,
      needle: string,
      code: string,
      max: number,
    ): Promise<StoredSchool[]> {
      const { rows } = await db.query<StoredSchool>(
        `SELECT * FROM lookup_schools
      WHERE category = $1 AND (lower(name) LIKE '%' || $2 || '%' OR ceeb = $3)
      ORDER BY (lower(name) LIKE $2 || '%') DESC, name, ceeb
      LIMIT $4`,
        [category, needle, code, max],
      );
      return rows;
    },

    async find(category: string, ceeb: string): Promise<StoredSchool | undefined> {
      const { rows } = await db.query<StoredSchool>(
        'SELECT * FROM lookup_schools WHERE category = $1 AND ceeb = $2',
        [category, ceeb],
      );
      return rows[0];
    },
  };
}
