import { answerKeys } from '../../../engine';
import type { StoredAnswers } from '../../application/answers';
import type { Queryable } from '../../db/database';
import { csvCell } from './csv-cells';
import { listConditions, POSITION_AT, type ListFilters } from './list-applications';
import type { ListPosition } from './list-cursor';

/** The export's columns: the account's, then every answer key of the data model in its order. */
export const EXPORT_COLUMNS: readonly string[] = [
  'id',
  'username',
  'status',
  'submitted_at',
  ...answerKeys,
];

/** Rows read per query: memory holds one batch, whatever the number of applications. */
export const EXPORT_BATCH = 100;

interface ExportRow {
  id: string;
  username: string;
  status: string | null;
  submitted_at: Date | null;
  position_at: string;
  data: StoredAnswers;
}

/**
 * Every application the filters select, newest first, as CSV cells, read in keyset batches (the
 * list's own order and indexes), so neither the database nor this process holds them all.
 */
export async function* exportRows(
  db: Queryable,
  filters: Pick<ListFilters, 'status' | 'entryTerm'>,
): AsyncGenerator<string[]> {
  let after: ListPosition | undefined;
  for (;;) {
    const params: unknown[] = [];
    const where = listConditions({ ...filters, after }, params);
    params.push(EXPORT_BATCH);
    const { rows } = await db.query<ExportRow>(
      `SELECT a.id, a.username, a.status, a.submitted_at, COALESCE(s.data, '{}') AS data,
              ${POSITION_AT} AS position_at
         FROM applicants a LEFT JOIN answers s ON s.applicant_id = a.id ${where}
        ORDER BY a.listed_at DESC, a.id DESC LIMIT $${params.length}`,
      params,
    );
    for (const row of rows) {
      const submitted = row.submitted_at ? new Date(row.submitted_at).toISOString() : '';
      yield [
        row.id,
        csvCell(row.username),
        row.status ?? '',
        submitted,
        ...answerKeys.map((key) => csvCell(row.data[key])),
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { listedAt: last.position_at, id: last.id };
  }
}
