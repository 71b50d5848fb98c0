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
  staff_id: string | null;
  staff_username: string;
  action: string;
  application_id: string | null;
  /** The applicant's names as the list shows them, null without an application. */
  first_name: string | null;
  last_name: string | null;
  detail: Record<string, unknown> | string;
  ip: string;
}

/** What a page of the audit is narrowed to; days are the institution's (timeZone). */
export interface AuditFilters {
  before?: number;
  staffId?: string;
  action?: string;
  from?: string;
  to?: string;
  timeZone: string;
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

    /** Up to `limit` rows the filters select, before id `before` (all when none), newest first. */
    async page(limit: number, filters: AuditFilters): Promise<StoredAuditRow[]> {
      const { rows } = await db.query<StoredAuditRow>(
        `SELECT u.id, u.at, u.staff_id, u.staff_username, u.action, u.application_id, u.detail,
                u.ip, a.first_name, a.last_name
           FROM staff_audit u LEFT JOIN applicants a ON a.id = u.application_id
          WHERE ($1::bigint IS NULL OR u.id < $1)
            AND ($2::uuid IS NULL OR u.staff_id = $2)
            AND ($3::text IS NULL OR u.action = $3)
            AND ($4::date IS NULL OR u.at >= ($4::date::timestamp AT TIME ZONE $6))
            AND ($5::date IS NULL OR u.at < (($5::date + 1)::timestamp AT TIME ZONE $6))
          ORDER BY u.id DESC LIMIT $7`,
        [
          filters.before ?? null,
          filters.staffId ?? null,
          filters.action ?? null,
          filters.from ?? null,
          filters.to ?? null,
          filters.timeZone,
          limit,
        ],
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
