import {
  EXPORT_ACCOUNT_COLUMNS,
  type ExportAccountColumn,
} from '../../../contracts/staff-applications';
import { answerKeys, applicationReference, site, zonedIso } from '../../../engine';
import type { EarlierAnswerKey } from '../../forms/earlier-answer-keys';
import { withheldPerVersion } from '../need-to-know';
import type { Queryable } from '../../db/database';
import {
  applicationListingRepository,
  type ExportRow,
  type ListFilters,
} from '../../repositories/application-listing';
import type { ListPosition } from '../../repositories/listing/listing-order';
import { csvCell } from './csv-cells';

/** The columns an export has when none are chosen: the account's, then every answer key. */
export const defaultExportColumns = (keys: readonly string[]): string[] => [
  'id',
  'username',
  'status',
  'submitted_at',
  ...keys,
];

/**
 * The answer keys a staff member may export: the live data model's, then those only earlier
 * versions have (so an export of everything loses no answer collected), without those withheld.
 */
export function exportedAnswerKeys(
  earlier: readonly EarlierAnswerKey[],
  withheld: readonly string[],
): string[] {
  const left = new Set(withheld);
  return [...answerKeys(), ...earlier.map(({ key }) => key)].filter((key) => !left.has(key));
}

const isAccountColumn = (column: string): column is ExportAccountColumn =>
  (EXPORT_ACCOUNT_COLUMNS as readonly string[]).includes(column);

/** One cell of the application's own columns; times in the institution's zone. */
function accountCell(row: ExportRow, column: ExportAccountColumn): string {
  switch (column) {
    case 'reference':
      return applicationReference(row.id);
    case 'submitted_at':
      return row.submitted_at ? zonedIso(row.submitted_at, site.timeZone) : '';
    case 'status':
      return row.status ?? '';
    case 'id':
      return row.id;
    case 'username':
      return csvCell(row.username);
  }
}

/** Rows read per query: memory holds one batch, whatever the number of applications. */
export const EXPORT_BATCH = 100;

/** The cell of an answer its application's own form version marks sensitive for this reader. */
export const WITHHELD_CELL = 'Withheld (sensitive)';

/**
 * Every application the filters select, in the list's order, as CSV cells of the columns asked
 * for, read in keyset batches, so neither the database nor this process holds them all. The
 * columns are those the reader (granted `grants`) may have (exportColumnsFor); a row answered on
 * a version that marks one of them sensitive has it withheld, as its page and PDF do. A key the
 * row's version lacks reads from its stored answers like any other: empty unless an earlier
 * version's answer is kept there.
 */
export async function* exportRows(
  db: Queryable,
  filters: Omit<ListFilters, 'limit' | 'after'>,
  columns: readonly string[],
  grants: readonly string[],
): AsyncGenerator<string[]> {
  const withheldIn = withheldPerVersion(db, grants);
  let after: ListPosition | undefined;
  for (;;) {
    const rows = await applicationListingRepository(db).exportBatch(
      { ...filters, after },
      EXPORT_BATCH,
    );
    for (const row of rows) {
      const kept = await withheldIn(row.form_version);
      yield columns.map((column) => {
        if (isAccountColumn(column)) return accountCell(row, column);
        return kept.has(column) ? WITHHELD_CELL : csvCell(row.data[column]);
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = last.position;
  }
}
