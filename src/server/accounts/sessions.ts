import type { Queryable } from '../db/database';
import { randomToken, sha256 } from './secrets';

/** A session ends 12 hours after login whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/**
 * The idle clock is written at most this often per session. Writing it on every request made
 * each authenticated read a committed write (a WAL flush on PostgreSQL); now most requests only
 * read. The cost: the server may end an idle session up to this much before 15 minutes.
 */
export const SESSION_TOUCH_EVERY_MS = 60_000;

/**
 * Where one realm (applicants, staff) keeps its sessions: the same rules for both, each in its
 * own tables, so a token of one realm never opens the other. Names are constants, never input.
 */
export interface SessionRealm {
  sessions: string;
  owners: string;
  /** The sessions' column naming the owner's id. */
  ownerColumn: string;
  /** The owner's columns a live session answers. */
  columns: readonly string[];
  /** Extra condition on the owner (`a`), e.g. not disabled. */
  ownerFilter: string;
}

/** A session check to run inside another statement: `WITH ${ctes} … FROM live`, with `params`. */
export interface SessionCheck {
  ctes: string;
  params: unknown[];
  /** The token's hash ($1): what a process may remember a session by, never the token. */
  tokenHash: string;
}

/** A realm's session store: the functions below, bound to its tables. */
export function sessionStore<Owner>(realm: SessionRealm) {
  const { sessions, owners, ownerColumn, ownerFilter } = realm;
  const columns = realm.columns.join(', ');
  const ownerColumns = realm.columns.map((c) => `a.${c}`).join(', ');

  // The same text for every check of the realm: statements built on it are the same strings.
  const ctes = `live AS (
         SELECT s.token_hash, s.last_seen_at, ${ownerColumns}
           FROM ${sessions} s JOIN ${owners} a ON a.id = s.${ownerColumn}
          WHERE s.token_hash = $1 AND s.last_seen_at > $3 AND s.created_at > $4 ${ownerFilter}
       ), touched AS (
         UPDATE ${sessions} s SET last_seen_at = $2
           FROM live
          WHERE s.token_hash = live.token_hash AND live.last_seen_at <= $5 AND s.last_seen_at > $3
       )`;

  /**
   * The session check as the common table expressions of a statement, over parameters $1 to
   * $5: `live` is the session's owner (the realm's columns) when the session is good. Another
   * statement can read with it in the same round trip (the save's read, issue 31).
   */
  function check(token: string, now: Date, idleMs: number, force = false): SessionCheck {
    const idleLimit = new Date(now.getTime() - idleMs);
    const tokenHash = sha256(token);
    return {
      tokenHash,
      ctes,
      params: [
        tokenHash,
        now,
        idleLimit,
        new Date(now.getTime() - SESSION_ABSOLUTE_MS),
        force ? now : new Date(now.getTime() - SESSION_TOUCH_EVERY_MS),
      ],
    };
  }

  /** Runs a check made by `check` on its own: the owner when the session is good. */
  async function confirm(
    db: Queryable,
    { ctes, params }: SessionCheck,
  ): Promise<Owner | undefined> {
    const { rows } = await db.query<Owner>(`WITH ${ctes} SELECT ${columns} FROM live`, params);
    return rows[0];
  }

  return {
    /** Starts a session and returns its token; only the token's hash is stored. */
    async create(db: Queryable, ownerId: string, now: Date): Promise<string> {
      const token = randomToken();
      await db.query(
        `INSERT INTO ${sessions} (token_hash, ${ownerColumn}, created_at, last_seen_at) VALUES ($1, $2, $3, $3)`,
        [sha256(token), ownerId, now],
      );
      return token;
    },

    check,

    /**
     * Checks a session and extends its idle time in one statement, so two processes cannot
     * disagree: an idle-expired or too-old session is not found (and never revived). The idle
     * clock is written only when it is older than SESSION_TOUCH_EVERY_MS, or always with
     * `force` (the keep-alive, which reports the new expiry).
     */
    async touch(
      db: Queryable,
      token: string,
      now: Date,
      idleMs: number,
      force = false,
    ): Promise<Owner | undefined> {
      return confirm(db, check(token, now, idleMs, force));
    },

    confirm,

    async delete(db: Queryable, token: string): Promise<void> {
      await db.query(`DELETE FROM ${sessions} WHERE token_hash = $1`, [sha256(token)]);
    },

    /** Ends every session of an account (after a password reset, a disable). */
    async deleteOf(db: Queryable, ownerId: string): Promise<void> {
      await db.query(`DELETE FROM ${sessions} WHERE ${ownerColumn} = $1`, [ownerId]);
    },

    /** Removes sessions nobody can use any more. */
    async deleteExpired(db: Queryable, now: Date, idleMs: number): Promise<void> {
      await db.query(`DELETE FROM ${sessions} WHERE last_seen_at <= $1 OR created_at <= $2`, [
        new Date(now.getTime() - idleMs),
        new Date(now.getTime() - SESSION_ABSOLUTE_MS),
      ]);
    },
  };
}

export interface SessionApplicant {
  id: string;
  username: string;
}

const applicantSessions = sessionStore<SessionApplicant>({
  sessions: 'sessions',
  owners: 'applicants',
  ownerColumn: 'applicant_id',
  columns: ['id', 'username'],
  ownerFilter: '',
});

export const {
  create: createSession,
  check: sessionCheck,
  touch: touchSession,
  confirm: confirmSession,
  delete: deleteSession,
  deleteOf: deleteSessionsOf,
  deleteExpired: deleteExpiredSessions,
} = applicantSessions;
