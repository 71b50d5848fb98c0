import type { Language } from '../../contracts/language';
import type { Queryable } from '../db/database';

export interface ApplicantRow {
  id: string;
  username: string;
  password_hash: string;
  confirmed_at: Date | null;
  pending_draft_token: string | null;
  submitted_at: Date | null;
  /** Signed up again with another password before confirmation (routes/public/confirm.ts). */
  signup_contested: boolean;
  /** What its pages and e-mails are written in (migration 160). */
  language: Language;
}

/** What a sign-up left for its confirmation to settle. */
type SignupState = Pick<ApplicantRow, 'pending_draft_token' | 'submitted_at' | 'signup_contested'>;

export interface NewApplicant {
  id: string;
  username: string;
  passwordHash: string;
  createdAt: Date;
  pendingDraftToken: string | null;
  language: Language;
}

const columns =
  'id, username, password_hash, confirmed_at, pending_draft_token, submitted_at, signup_contested, language';

/** The applicants table: one row per account and its application's own columns. */
/** Who an applicant is, for the office and their e-mails. */
export interface ApplicantSummary {
  id: string;
  username: string;
  last_name: string;
  language: Language;
}

export function applicantsRepository(db: Queryable) {
  return {
    /** The account of a (normalized) username; `lock` holds its row until the transaction ends. */
    async findByUsername(username: string, lock = false): Promise<ApplicantRow | undefined> {
      const { rows } = await db.query<ApplicantRow>(
        `SELECT ${columns} FROM applicants WHERE username = $1${lock ? ' FOR UPDATE' : ''}`,
        [username],
      );
      return rows[0];
    },

    async findById(id: string): Promise<ApplicantSummary | undefined> {
      const { rows } = await db.query<ApplicantSummary>(
        'SELECT id, username, last_name, language FROM applicants WHERE id = $1',
        [id],
      );
      return rows[0];
    },

    /** What the application PDF's heading shows. */
    async pdfHeading(
      id: string,
    ): Promise<{ username: string; submitted_at: Date | null } | undefined> {
      const { rows } = await db.query<{ username: string; submitted_at: Date | null }>(
        'SELECT username, submitted_at FROM applicants WHERE id = $1',
        [id],
      );
      return rows[0];
    },

    /**
     * Whether (and when) the application was submitted. `lock` holds the row, as every write
     * does, and raises its write serial (migration 120), so a save that read before this write
     * reads again instead of writing over it.
     */
    async submission(id: string, lock = false): Promise<{ submitted_at: Date | null } | undefined> {
      const { rows } = await db.query<{ submitted_at: Date | null }>(
        lock
          ? 'UPDATE applicants SET write_serial = write_serial + 1 WHERE id = $1 RETURNING submitted_at'
          : 'SELECT submitted_at FROM applicants WHERE id = $1',
        [id],
      );
      return rows[0];
    },

    /** What confirming the account needs, its row locked until the transaction ends. */
    async lockSignup(id: string): Promise<SignupState | undefined> {
      const { rows } = await db.query<SignupState>(
        'SELECT pending_draft_token, submitted_at, signup_contested FROM applicants WHERE id = $1 FOR UPDATE',
        [id],
      );
      return rows[0];
    },

    /** Confirmed (once): the sign-up's draft token and contest are done with. */
    async markConfirmed(id: string, now: Date): Promise<void> {
      await db.query(
        `UPDATE applicants SET confirmed_at = COALESCE(confirmed_at, $2), pending_draft_token = NULL,
       signup_contested = false WHERE id = $1`,
        [id, now],
      );
    },

    /** Creates the account unless the username has one; answers whether it did. */
    async insert(applicant: NewApplicant): Promise<boolean> {
      const created = await db.query(
        `INSERT INTO applicants (id, username, password_hash, created_at, pending_draft_token, language)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (username) DO NOTHING RETURNING id`,
        [
          applicant.id,
          applicant.username,
          applicant.passwordHash,
          applicant.createdAt,
          applicant.pendingDraftToken,
          applicant.language,
        ],
      );
      return created.rows.length > 0;
    },

    async markContested(id: string): Promise<void> {
      await db.query('UPDATE applicants SET signup_contested = true WHERE id = $1', [id]);
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.query('UPDATE applicants SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },

    async setLastPage(id: string, lastPage: string): Promise<void> {
      await db.query('UPDATE applicants SET last_page = $2 WHERE id = $1', [id, lastPage]);
    },

    async setLanguage(id: string, language: Language): Promise<void> {
      await db.query('UPDATE applicants SET language = $2 WHERE id = $1', [id, language]);
    },

    /** The language its e-mails are written in. */
    async language(id: string): Promise<Language | undefined> {
      const { rows } = await db.query<{ language: Language }>(
        'SELECT language FROM applicants WHERE id = $1',
        [id],
      );
      return rows[0]?.language;
    },

    /** The language it was submitted in, or while in progress the one it is read in. */
    async applicationLanguage(id: string): Promise<Language | undefined> {
      const { rows } = await db.query<{ language: Language }>(
        'SELECT COALESCE(submitted_language, language) AS language FROM applicants WHERE id = $1',
        [id],
      );
      return rows[0]?.language;
    },

    /** Submitted, in the language it was read in (staff see which). */
    async markSubmitted(id: string, at: Date, formVersion: number): Promise<void> {
      await db.query(
        `UPDATE applicants SET submitted_at = $2, submitted_form_version = $3,
           submitted_language = language WHERE id = $1`,
        [id, at, formVersion],
      );
    },

    /** Which of these ids name a submitted application (for work on many at once). */
    async submittedAmong(ids: readonly string[]): Promise<Set<string>> {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM applicants WHERE id = ANY($1::uuid[]) AND submitted_at IS NOT NULL',
        [ids],
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}
