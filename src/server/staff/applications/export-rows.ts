import { answerKeys } from '../../../engine';
import type { Queryable } from '../../db/database';
import { csvCell } from './csv-cells';
import {
  applicationListingRepository,
  type ListFilters,
} from '../../repositories/application-listing';
import type { ListPosition } from './list-cursor';

/** The header of an export: the account's columns, then the answer keys exported. */
export const exportColumns = (keys: readonly string[]): string[] => [
  'id',
  'username',
  'status',
  'submitted_at',
  ...keys,
];

/** The answer keys exported: the data model's without those withheld (need to know). */
export function exportedAnswerKeys(withheld: readonly string[]): readonly string[] {
  const left = new Set(withheld);
  return answerKeys().filter((key) => !left.has(key));
}

/** Rows read per query: memory holds one batch, whatever the number of applications. */
export const EXPORT_BATCH = 100;

/**
 * Every application the filters select, newest first, as CSV cells, read in keyset batches (the
 * list's own order and indexes), so neither the database nor this process holds them all.
 */
export async function* exportRows(
  db: Queryable,
  filters: Pick<ListFilters, 'status' | 'entryTerm'>,
  keys: readonly string[] = answerKeys(),
): AsyncGenerator<string[]> {
  let after: ListPosition | undefined;
  for (;;) {
    const rows = await applicationListingRepository(db).exportBatch(filters, after, EXPORT_BATCH);
    for (const row of rows) {
      const submitted = row.submitted_at ? new Date(row.submitted_at).toISOString() : '';
      yield [
        row.id,
        csvCell(row.username),
        row.status ?? '',
        submitted,
        ...keys.map((key) => csvCell(row.data[key])),
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { listedAt: last.position_at, id: last.id };
  }
}
