import type { JobStatus } from '../../contracts/documents';
import type { Queryable } from '../db/database';

/** What every job row holds: conversions and application PDFs alike. */
export interface JobRow {
  applicant_id: string;
  id: string;
  status: JobStatus;
  pdf_key: string | null;
  message: string;
}

/** A job's end: the PDF it made, or the message the applicant reads. */
export type JobOutcome = { pdfKey: string } | { message: string };

type Values<Row> = Partial<Record<keyof Row & string, unknown>>;

/** `a = $n AND b = $n+1 ...` for the columns of `match`, numbered from `first`. */
function equalities(match: Record<string, unknown>, first: number): string {
  return Object.keys(match)
    .map((column, i) => `${column} = $${first + i}`)
    .join(' AND ');
}

/**
 * The SQL of a job table, written once: a row is queued (replacing the row of the same
 * `keys`), read, begun by the worker, then settled as completed or failed. A row replaced
 * meanwhile has a new id, so its old job finds nothing to begin or settle. `settleGuard` is
 * the table's extra condition for recording an outcome (the application still open, or the
 * PDF made since it was submitted); column names come from code, never from a request.
 */
export function jobRows<Row extends JobRow>(spec: {
  table: string;
  columns: readonly (keyof Row & string)[];
  keys: readonly (keyof Row & string)[];
  settleGuard: string;
}) {
  const { table, keys, settleGuard } = spec;
  const columns = spec.columns.join(', ');
  return {
    /** The row whose columns equal `match`; `lock` takes it FOR UPDATE in the caller's transaction. */
    async find(db: Queryable, match: Values<Row>, lock = false): Promise<Row | undefined> {
      const { rows } = await db.query<Row>(
        `SELECT ${columns} FROM ${table} WHERE ${equalities(match, 1)}${lock ? ' FOR UPDATE' : ''}`,
        Object.values(match),
      );
      return rows[0];
    },

    /** Deletes the row whose columns equal `match`, answering what it held. */
    async remove(db: Queryable, match: Values<Row>): Promise<Row | undefined> {
      const { rows } = await db.query<Row>(
        `DELETE FROM ${table} WHERE ${equalities(match, 1)} RETURNING ${columns}`,
        Object.values(match),
      );
      return rows[0];
    },

    /** A new unprocessed row with a new `id` in place of the one of the same keys. */
    async queue(db: Queryable, id: string, values: Values<Row>, now: Date): Promise<Row> {
      const names = Object.keys(values);
      const params = [...Object.values(values), id, now];
      const n = names.length;
      const placeholders = names.map((_, i) => `$${i + 1}`);
      const replaced = names
        .filter((name) => !keys.includes(name as keyof Row & string))
        .map((name) => `${name} = $${names.indexOf(name) + 1}`);
      const { rows } = await db.query<Row>(
        `INSERT INTO ${table} (${names.join(', ')}, id, status, pdf_key, message, updated_at)
         VALUES (${placeholders.join(', ')}, $${n + 1}, 'unprocessed', NULL, '', $${n + 2})
         ON CONFLICT (${keys.join(', ')}) DO UPDATE
           SET ${[...replaced, `id = $${n + 1}`].join(', ')}, status = 'unprocessed', pdf_key = NULL, message = '', updated_at = $${n + 2}
         RETURNING ${columns}`,
        params,
      );
      return rows[0] as Row;
    },

    /** Marks a queued row as running; undefined when it was removed or replaced meanwhile. */
    async begin(db: Queryable, id: string, now: Date): Promise<Row | undefined> {
      const { rows } = await db.query<Row>(
        `UPDATE ${table} SET status = 'in_progress', updated_at = $2
          WHERE id = $1 AND status IN ('unprocessed', 'in_progress') RETURNING ${columns}`,
        [id, now],
      );
      return rows[0];
    },

    /**
     * Records a job's outcome; undefined when the row was removed, replaced or settled
     * meanwhile, or the guard refuses (the caller then deletes what it wrote).
     */
    async settle(
      db: Queryable,
      id: string,
      outcome: JobOutcome,
      now: Date,
    ): Promise<Row | undefined> {
      const done = 'pdfKey' in outcome;
      const { rows } = await db.query<Row>(
        `UPDATE ${table} SET status = $2, pdf_key = $3, message = $4, updated_at = $5
          WHERE id = $1 AND status IN ('unprocessed', 'in_progress') AND ${settleGuard}
          RETURNING ${columns}`,
        [
          id,
          done ? 'completed' : 'failed',
          done ? outcome.pdfKey : null,
          done ? '' : outcome.message,
          now,
        ],
      );
      return rows[0];
    },
  };
}
