import { site, type StaffListConfig } from '../../../engine';
import type { StoredAnswers } from '../../application/answers';
import type { AnswersWrittenListener } from '../../application/answers-written';
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
  };
}

/** Which configuration a row was filled from: a change of site.json refills every row. */
export function listingStamp(): string {
  return JSON.stringify(site.staffList);
}

/** True when a save touches an answer the list shows or searches. */
function touchesListing(keys: Iterable<string>): boolean {
  const { firstNameKey, lastNameKey, entryTermKey, searchKeys } = site.staffList;
  const listed = new Set([firstNameKey, lastNameKey, entryTermKey, ...searchKeys]);
  for (const key of keys) if (listed.has(key)) return true;
  return false;
}

async function writeListingColumns(
  tx: Queryable,
  applicantId: string,
  answers: StoredAnswers,
): Promise<void> {
  const columns = listingColumns(answers);
  await tx.query(
    `UPDATE applicants SET first_name = $2, last_name = $3, entry_term = $4, name_search = $5,
       listing_stamp = $6 WHERE id = $1`,
    [
      applicantId,
      columns.first_name,
      columns.last_name,
      columns.entry_term,
      columns.name_search,
      listingStamp(),
    ],
  );
}

/** Keeps a row's copy current, in the transaction of the write that touched a listed answer. */
export const refreshListingColumns: AnswersWrittenListener = async (
  tx,
  { applicantId, keys, answers },
) => {
  if (touchesListing(keys)) await writeListingColumns(tx, applicantId, answers);
};

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
    for (const row of rows) await writeListingColumns(db, row.id, row.data);
    filled += rows.length;
    if (rows.length < REFILL_BATCH) return filled;
  }
}
