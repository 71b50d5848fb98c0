import { perDefinitions, site, type StaffListConfig } from '../../../engine';
import type { StoredAnswers } from '../../application/answers';
import {
  writeApplicantColumns,
  type AnswersWrittenListener,
  type ApplicantColumns,
} from '../../application/answers-written';
import type { Queryable } from '../../db/database';
import { foldForSearch } from './fold-text';

/**
 * The applicants row's copy of what the staff list shows and searches (migration 090). Which
 * answers those are is forms/site.json's `staffList`, never a key written here.
 */
export interface ListingColumns {
  first_name: string;
  last_name: string;
  entry_term: string;
  name_search: string;
  /**
   * What the list sorts names by: family then given name, folded (so "Ångström" sorts with
   * "Angstrom" on any database), \u0001 between them so a family name sorts before a longer one
   * that begins with it; compared byte by byte (COLLATE "C", migration 150).
   */
  name_sort: string;
}

const text = (answers: StoredAnswers, key: string): string => {
  const value = answers[key];
  return typeof value === 'string' ? value.trim() : '';
};

export function listingColumns(
  answers: StoredAnswers,
  config: StaffListConfig = site.staffList,
): ListingColumns {
  return {
    first_name: text(answers, config.firstNameKey),
    last_name: text(answers, config.lastNameKey),
    entry_term: text(answers, config.entryTermKey),
    name_search: foldForSearch(config.searchKeys.map((key) => text(answers, key)).join(' ')),
    name_sort: `${foldForSearch(text(answers, config.lastNameKey))}\u0001${foldForSearch(text(answers, config.firstNameKey))}`,
  };
}

/** The columns' own version: a new column (name_sort, migration 150) refills every row once. */
const LISTING_COLUMNS_VERSION = 2;

// What follows from the live version's `staffList`, worked out once per version, not per save.
const derived = perDefinitions(({ site: { staffList } }) => ({
  stamp: JSON.stringify({ ...staffList, columns: LISTING_COLUMNS_VERSION }),
  listed: new Set([
    staffList.firstNameKey,
    staffList.lastNameKey,
    staffList.entryTermKey,
    ...staffList.searchKeys,
  ]),
}));

/**
 * Which configuration (and version of these columns) a row was filled from: a change of
 * site.json, or of the columns, refills every row.
 */
export function listingStamp(): string {
  return derived().stamp;
}

/** True when a save touches an answer the list shows or searches. */
function touchesListing(keys: Iterable<string>): boolean {
  const { listed } = derived();
  for (const key of keys) if (listed.has(key)) return true;
  return false;
}

/** The row's copy and the configuration it was filled from. */
function listingRow(answers: StoredAnswers): ApplicantColumns {
  return { ...listingColumns(answers), listing_stamp: listingStamp() };
}

/** Keeps a row's copy current: set by the write that touched a listed answer, with it. */
export const refreshListingColumns: AnswersWrittenListener = ({ keys, answers }) =>
  touchesListing(keys) ? listingRow(answers) : undefined;

const REFILL_BATCH = 500;

/**
 * Fills the columns of rows written before migration 090 or under another `staffList`, a batch
 * at a time (run at start; cheap when every row is current). Returns the rows filled.
 */
export async function refillListingColumns(db: Queryable): Promise<number> {
  let filled = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string; data: StoredAnswers }>(
      `SELECT a.id, COALESCE(s.data, '{}') AS data FROM applicants a
         LEFT JOIN answers s ON s.applicant_id = a.id
        WHERE a.listing_stamp IS DISTINCT FROM $1 LIMIT $2`,
      [listingStamp(), REFILL_BATCH],
    );
    for (const row of rows) await writeApplicantColumns(db, row.id, listingRow(row.data));
    filled += rows.length;
    if (rows.length < REFILL_BATCH) return filled;
  }
}
