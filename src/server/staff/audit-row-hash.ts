import { createHash } from 'node:crypto';

/**
 * A staff_audit row as the database prints it (audit-chain.ts selects these forms): ids as
 * text, `at` in UTC to the microsecond (`2026-11-25T19:58:37.736000Z`), `detail` as jsonb's
 * own text. Null where the column is null.
 */
export interface AuditRowText {
  seq: string;
  id: string;
  at: string;
  staff_id: string | null;
  staff_username: string;
  action: string;
  application_id: string | null;
  detail: string;
  ip: string;
  prev_hash: string | null;
}

/** Fixed order of the fields in the hash; the migration's staff_audit_row_hash uses the same. */
const FIELDS = [
  'seq',
  'id',
  'at',
  'staff_id',
  'staff_username',
  'action',
  'application_id',
  'detail',
  'ip',
  'prev_hash',
] as const satisfies readonly (keyof AuditRowText)[];

/**
 * The sha256 (hex) of a row's canonical encoding: each field as its UTF-8 length, a colon and
 * its text, or `~` for null, one after another. Lengths make it unambiguous (no field can borrow
 * from the next). It is written twice on purpose: in SQL (103_audit_chain.sql) where rows are
 * chained, and here, so that checking the chain never trusts a function the database owner
 * could replace.
 */
export function auditRowHash(row: AuditRowText): string {
  const hash = createHash('sha256');
  for (const name of FIELDS) {
    const value = row[name];
    hash.update(value === null ? '~' : `${Buffer.byteLength(value, 'utf8')}:${value}`, 'utf8');
  }
  return hash.digest('hex');
}
