import type { Queryable } from '../db/database';
import { randomToken, sha256 } from './secrets';

/** A session ends 12 hours after login whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export interface SessionApplicant {
  id: string;
  username: string;
}

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Queryable,
  applicantId: string,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.query(
    'INSERT INTO sessions (token_hash, applicant_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
    [sha256(token), applicantId, now],
  );
  return token;
}

/**
 * The idle clock is written at most this often per session. Writing it on every request made
 * each authenticated read a committed write (a WAL flush on PostgreSQL); now most requests only
 * read. The cost: the server may end an idle session up to this much before 15 minutes.
 */
export const SESSION_TOUCH_EVERY_MS = 60_000;

/**
 * Checks a session and extends its idle time in one statement, so two processes cannot
 * disagree: an idle-expired or too-old session is not found (and never revived). The idle
 * clock is written only when it is older than SESSION_TOUCH_EVERY_MS, or always with `force`
 * (the keep-alive, which reports the new expiry).
 */
export async function touchSession(
  db: Queryable,
  token: string,
  now: Date,
  idleMs: number,
  force = false,
): Promise<SessionApplicant | undefined> {
  const idleLimit = new Date(now.getTime() - idleMs);
  const { rows } = await db.query<SessionApplicant>(
    `WITH live AS (
       SELECT s.token_hash, s.last_seen_at, a.id, a.username
         FROM sessions s JOIN applicants a ON a.id = s.applicant_id
        WHERE s.token_hash = $1 AND s.last_seen_at > $3 AND s.created_at > $4
     ), touched AS (
       UPDATE sessions s SET last_seen_at = $2
         FROM live
        WHERE s.token_hash = live.token_hash AND live.last_seen_at <= $5 AND s.last_seen_at > $3
     )
     SELECT id, username FROM live`,
    [
      sha256(token),
      now,
      idleLimit,
      new Date(now.getTime() - SESSION_ABSOLUTE_MS),
      force ? now : new Date(now.getTime() - SESSION_TOUCH_EVERY_MS),
    ],
  );
  return rows[0];
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(token)]);
}

/** Ends every session of an account (after a password reset). */
export async function deleteSessionsOf(db: Queryable, applicantId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE applicant_id = $1', [applicantId]);
}

/** Removes sessions nobody can use any more. */
export async function deleteExpiredSessions(
  db: Queryable,
  now: Date,
  idleMs: number,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE last_seen_at <= $1 OR created_at <= $2', [
    new Date(now.getTime() - idleMs),
    new Date(now.getTime() - SESSION_ABSOLUTE_MS),
  ]);
}
