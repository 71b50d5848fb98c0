import type { Queryable } from '../db/database';
import type { AuditRowText } from '../staff/audit-row-hash';

export interface AuditRow {
  at: Date;
  staffId: string | null;
  staffUsername: string;
  action: string;
  applicationId: string | null;
  /** JSON text. */
  detail: string;
  ip: string;
}

export interface StoredAuditRow {
  id: string | number;
  at: Date;
  staff_username: string;
  action: string;
  application_id: string | null;
  detail: Record<string, unknown> | string;
  ip: string;
}

/**
 * The staff_audit table: append-only (a trigger refuses updates and deletes), its rows
 * hash-chained by the database.
 */
export function staffAuditRepository(db: Queryable) {
  return {
    async append(row: AuditRow): Promise<void> {
      await db.query(
        `INSERT INTO staff_audit (at, staff_id, staff_username, action, application_id, detail, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [row.at, row.staffId, row.staffUsername, row.action, row.applicationId, row.detail, row.ip],
      );
    },

    /** Up to `limit` rows before id `before` (all when undefined), newest first. */
    async page(limit: number, before: number | undefined): Promise<StoredAuditRow[]> {
      const { rows } = await db.query<StoredAuditRow>(
        `SELECT id, at, staff_username, action, application_id, detail, ip FROM staff_audit
      WHERE ($1::bigint IS NULL OR id < $1) ORDER BY id DESC LIMIT $2`,
        [before ?? null, limit],
      );
      return rows;
    },

    /** Up to `limit` rows after `afterSeq` in append order, as the text their hash covers. */
    async chainAfter(
      afterSeq: string,
      limit: number,
    ): Promise<(AuditRowText & { hash: string })[]> {
      // Ordered by the column, not by its text (the select list's seq): '10' sorts before '2'.
      const { rows } = await db.query<AuditRowText & { hash: string }>(
        `SELECT seq::text, id::text,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
              staff_id::text, staff_username, action, application_id::text, detail::text, ip,
              prev_hash, hash
         FROM staff_audit WHERE seq > $1 ORDER BY staff_audit.seq LIMIT $2`,
        [afterSeq, limit],
      );
      return rows;
    },
  };
}
