import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from '../db/database';
import type { LookupDetail, Suggestion } from '../../contracts/lookup';
import { lookupSchoolsRepository, type StoredSchool } from '../repositories/lookup-schools';
import type { LookupWords } from './lookup-words';
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
    const schools = lookupSchoolsRepository(tx);
    await schools.deleteCategories(categories);
    await schools.insert(rows, sample);
    return rows.length;
  });
}

/** Loads the bundled sample schools into an empty table, so the autocompletes work out of the box. */
export async function seedSampleSchools(db: Database): Promise<void> {
  if (!(await lookupSchoolsRepository(db).isEmpty())) return;
  await importSchools(db, parseSchoolCsv(readFileSync(SAMPLE_FILE, 'utf8')), true);
}

function subText(row: StoredSchool, words: LookupWords): string {
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return row.sample ? words.samplePlace(place) : place;
}

/** Schools whose name contains the text (names starting with it first), or whose code is it. */
export async function searchSchools(
  db: Queryable,
  category: string,
  text: string,
  max: number,
  words: LookupWords,
): Promise<Suggestion[]> {
  const needle = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  if (needle === '') return [];
  const rows = await lookupSchoolsRepository(db).search(category, needle, text.trim(), max);
  return rows.map((row) => ({ text: row.name, id: row.ceeb, sub_text: subText(row, words) }));
}

/** The fields a chosen school fills; the form's `fills` map them onto answer keys. */
export async function schoolDetail(
  db: Queryable,
  category: string,
  id: string,
): Promise<LookupDetail | undefined> {
  const row = await lookupSchoolsRepository(db).find(category, id);
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
