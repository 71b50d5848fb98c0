import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../src/contracts/staff-accounts';
import { hashPassword } from '../../src/server/accounts/password';
import { TOTP_PURPOSE } from '../../src/server/routes/staff/login';
import { defaultGrants } from '../../src/server/staff/need-to-know';
import { seal } from '../../src/server/staff/secret-box';
import { staffCookieName } from '../../src/server/staff/staff-session-plugin';
import { staffSessions } from '../../src/server/staff/staff-sessions';
import { newTotpSecret } from '../../src/server/staff/totp';
import type { TestApp } from './app';

export const STAFF_PASSWORD = 'Staff-Password-42-river';

export interface TestStaff {
  id: string;
  username: string;
  role: StaffRole;
  password: string;
  /** The base32 TOTP secret, to compute codes with `totpCode`. */
  secret: string;
  /** A Cookie header of a live staff session. */
  cookie: string;
}

let n = 0;

/**
 * A staff member with a password and an authenticator, written straight to the database, and a
 * session started for them: for tests of routes behind the staff check (either database).
 */
export async function newStaff(
  t: TestApp,
  {
    role = 'reader',
    username,
    grants = defaultGrants(role),
  }: { role?: StaffRole; username?: string; grants?: string[] } = {},
): Promise<TestStaff> {
  const id = randomUUID();
  const name = username ?? `staff.${Date.now()}.${++n}@example.edu`;
  const secret = newTotpSecret();
  await t.app.db.query(
    `INSERT INTO staff (id, username, role, grants, password_hash, totp_secret, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      name,
      role,
      grants,
      await hashPassword(STAFF_PASSWORD),
      seal(t.config.sessionSecret, TOTP_PURPOSE, secret),
      t.app.now(),
    ],
  );
  const token = await staffSessions.create(t.app.db, id, t.app.now());
  return {
    id,
    username: name,
    role,
    password: STAFF_PASSWORD,
    secret,
    cookie: `${staffCookieName(t.config)}=${token}`,
  };
}

/** The RFC 6238 code of a secret at a time (the same library and settings as the server). */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at.getTime(),
  });
}

/**
 * The staff_audit rows of one action, oldest first, with their detail parsed whichever way the
 * database hands JSON back: what the staff route tests compare after each action.
 */
export async function staffAudit(t: TestApp, action: string) {
  return (
    await t.app.db.query<{ staff_id: string; application_id: string | null; detail: unknown }>(
      'SELECT staff_id, application_id, detail FROM staff_audit WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows.map((row) => ({
    ...row,
    detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as unknown) : row.detail,
  }));
}
