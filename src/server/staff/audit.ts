import type { Queryable } from '../db/database';

/** Who acted: a staff member, or for a refused sign-in the name that was given. */
export interface AuditActor {
  id: string | null;
  username: string;
}

export interface AuditEntry {
  staff: AuditActor;
  /** e.g. sign_in, sign_in_failed, sign_out, welcome, invite, disable, role_change, read, export. */
  action: string;
  applicationId?: string | null;
  detail?: Record<string, unknown>;
  ip: string;
  /** The server's clock (app.now()); defaults to the wall clock. */
  at?: Date;
}

/** Appends one row to staff_audit; nothing in the code updates or deletes one (a trigger refuses). */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit (at, staff_id, staff_username, action, application_id, detail, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.at ?? new Date(),
      entry.staff.id,
      entry.staff.username,
      entry.action,
      entry.applicationId ?? null,
      JSON.stringify(entry.detail ?? {}),
      entry.ip,
    ],
  );
}

export interface AuditItem {
  id: number;
  at: string;
  staff: string;
  action: string;
  application_id: string | null;
  detail: Record<string, unknown>;
  ip: string;
}

/** A page of the audit, newest first; `before` is the id the previous page ended at. */
export async function listAudit(
  db: Queryable,
  limit: number,
  before: number | undefined,
): Promise<{ items: AuditItem[]; next_cursor: string | null }> {
  const { rows } = await db.query<{
    id: string | number;
    at: Date;
    staff_username: string;
    action: string;
    application_id: string | null;
    detail: Record<string, unknown> | string;
    ip: string;
  }>(
    `SELECT id, at, staff_username, action, application_id, detail, ip FROM staff_audit
      WHERE ($1::bigint IS NULL OR id < $1) ORDER BY id DESC LIMIT $2`,
    [before ?? null, limit + 1],
  );
  const items = rows.slice(0, limit).map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    staff: row.staff_username,
    action: row.action,
    application_id: row.application_id,
    detail:
      typeof row.detail === 'string'
        ? (JSON.parse(row.detail) as Record<string, unknown>)
        : row.detail,
    ip: row.ip,
  }));
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last ? String(last.id) : null };
}
