import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from '../db/database';
import type { LookupDetail, Suggestion } from '../../contracts/lookup';
import { parseSchoolCsv, type SchoolRow } from './school-csv';

const SAMPLE_FILE = fileURLToPath(new URL('./sample-schools.csv', import.meta.url));

/**
 * Replaces the schools of the categories in `rows`, and every sample row, in one transaction:
 * lookups see the old list or the new one, never half of each.
 */
export async function importSchools(
  db: Database,
  rows: SchoolRow[],
  sample = false,
): Promise<number> {
  const categories = [...new Set(rows.map((r) => r.category))];
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM lookup_schools WHERE sample OR category = ANY($1::text[])', [
      categories,
    ]);
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
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
      await tx.query(
        `INSERT INTO lookup_schools (category, ceeb, name, address_line_1, city, state, zip, country, sample) VALUES ${values.join(', ')}`,
        params,
      );
    }
    return rows.length;
  });
}

/** Loads the bundled sample schools into an empty table, so the autocompletes work out of the box. */
export async function seedSampleSchools(db: Database): Promise<void> {
  const { rows } = await db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM lookup_schools) AS any',
  );
  if (rows[0]?.any) return;
  await importSchools(db, parseSchoolCsv(readFileSync(SAMPLE_FILE, 'utf8')), true);
}

type Row = SchoolRow & { sample: boolean };

function subText(row: Row): string {
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return row.sample ? `${place} (sample data)` : place;
}

/** Schools whose name contains the text (names starting with it first), or whose code is it. */
export async function searchSchools(
  db: Queryable,
  category: string,
  text: string,
  max: number,
): Promise<Suggestion[]> {
  const needle = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  if (needle === '') return [];
  const { rows } = await db.query<Row>(
    `SELECT * FROM lookup_schools
      WHERE category = $1 AND (lower(name) LIKE '%' || $2 || '%' OR ceeb = $3)
      ORDER BY (lower(name) LIKE $2 || '%') DESC, name, ceeb
      LIMIT $4`,
    [category, needle, text.trim(), max],
  );
  return rows.map((row) => ({ text: row.name, id: row.ceeb, sub_text: subText(row) }));
}

/** The fields a chosen school fills; the form's `fills` map them onto answer keys. */
export async function schoolDetail(
  db: Queryable,
  category: string,
  id: string,
): Promise<LookupDetail | undefined> {
  const { rows } = await db.query<Row>(
    'SELECT * FROM lookup_schools WHERE category = $1 AND ceeb = $2',
    [category, id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    name: row.name,
    id: row.ceeb,
    address_line_1: row.address_line_1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
  };
}
