import type { Queryable } from '../db/database';
import type { AuditAction } from '../../contracts/audit-actions';
import type { AuditItem } from '../../contracts/staff-accounts';
import { applicationReference, site } from '../../engine';
import { staffAuditRepository, type AuditFilters } from '../repositories/staff-audit';

/** Who acted: a staff member, or for a refused sign-in the name that was given. */
export interface AuditActor {
  id: string | null;
  username: string;
}

export interface AuditEntry {
  staff: AuditActor;
  /** e.g. sign_in, sign_in_failed, sign_out, welcome, invite, disable, role_change, read, export. */
  action: AuditAction;
  applicationId?: string | null;
  detail?: Record<string, unknown>;
  ip: string;
  /** The server's clock (app.now()); defaults to the wall clock. */
  at?: Date;
}

/** Appends one row to staff_audit; nothing in the code updates or deletes one (a trigger refuses). */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await staffAuditRepository(db).append({
    at: entry.at ?? new Date(),
    staffId: entry.staff.id,
    staffUsername: entry.staff.username,
    action: entry.action,
    applicationId: entry.applicationId ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
    ip: entry.ip,
  });
}

/** A page of the audit, newest first, as people read it: the application by reference and name. */
export async function listAudit(
  db: Queryable,
  limit: number,
  filters: Omit<AuditFilters, 'timeZone'>,
): Promise<{ items: AuditItem[]; next_cursor: string | null }> {
  const rows = await staffAuditRepository(db).page(limit + 1, {
    ...filters,
    timeZone: site.timeZone,
  });
  const items = rows.slice(0, limit).map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    staff: row.staff_username,
    staff_id: row.staff_id,
    action: row.action,
    application_id: row.application_id,
    application_reference: row.application_id ? applicationReference(row.application_id) : null,
    applicant_name:
      row.first_name === null
        ? null
        : [row.last_name, row.first_name].filter(Boolean).join(', ') || '(no name given)',
    detail:
      typeof row.detail === 'string'
        ? (JSON.parse(row.detail) as Record<string, unknown>)
        : row.detail,
    ip: row.ip,
  }));
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last ? String(last.id) : null };
}
