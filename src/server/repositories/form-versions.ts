import type { Queryable } from '../db/database';
import type { FormFiles } from '../forms/form-files';

export interface FormVersionRow {
  version: number;
  published_at: Date;
  published_by: string;
  note: string;
}

export interface NewFormVersion {
  files: FormFiles;
  at: Date;
  by: string;
  note: string;
}

const SUMMARY = 'version, published_at, published_by, note';

/**
 * SQL for the version an application's answers were last saved on, or for a submitted one the
 * version it was submitted on; what was written before versions existed reads as version 1.
 * `applicants` and `answers` name the two tables in the query.
 */
export const applicationVersion = (applicants: string, answers: string): string =>
  `COALESCE(CASE WHEN ${applicants}.submitted_at IS NOT NULL
                 THEN ${applicants}.submitted_form_version END, ${answers}.form_version, 1)`;

/** form_versions and form_live: the published definition sets and which one is live. */
export function formVersionsRepository(db: Queryable) {
  return {
    /** Version 1 unless it exists; live unless a version is. Safe when two processes race. */
    async seed(first: NewFormVersion): Promise<void> {
      await db.query(
        `INSERT INTO form_versions (version, files, published_at, published_by, note)
         VALUES (1, $1::json, $2, $3, $4) ON CONFLICT (version) DO NOTHING`,
        [JSON.stringify(first.files), first.at, first.by, first.note],
      );
      await db.query(
        'INSERT INTO form_live (id, version) VALUES (true, 1) ON CONFLICT (id) DO NOTHING',
      );
    },

    /** The live version's number; in a transaction, locks it until the end (see 110_form_versions.sql). */
    async liveVersion({ lock = false } = {}): Promise<number> {
      const { rows } = await db.query<{ version: number }>(
        `SELECT version FROM form_live${lock ? ' FOR UPDATE' : ''}`,
      );
      const version = rows[0]?.version;
      if (version === undefined) throw new Error('no live form version: the seed has not run');
      return version;
    },

    async files(version: number): Promise<FormFiles | undefined> {
      const { rows } = await db.query<{ files: FormFiles }>(
        'SELECT files FROM form_versions WHERE version = $1',
        [version],
      );
      return rows[0]?.files;
    },

    /** Every version, newest first. */
    async list(): Promise<FormVersionRow[]> {
      const { rows } = await db.query<FormVersionRow>(
        `SELECT ${SUMMARY} FROM form_versions ORDER BY version DESC`,
      );
      return rows;
    },

    /**
     * The version an application's answers were last saved on, or for a submitted one the version
     * it was submitted on; what was written before versions existed reads as version 1.
     */
    async ofApplication(applicantId: string): Promise<number> {
      const { rows } = await db.query<{ version: number }>(
        `SELECT ${applicationVersion('p', 'a')} AS version
           FROM applicants p LEFT JOIN answers a ON a.applicant_id = p.id WHERE p.id = $1`,
        [applicantId],
      );
      return rows[0]?.version ?? 1;
    },

    /** ofApplication of each of these applications, by id, in one query. */
    async ofApplications(applicantIds: readonly string[]): Promise<Map<string, number>> {
      const { rows } = await db.query<{ id: string; version: number }>(
        `SELECT p.id, ${applicationVersion('p', 'a')} AS version
           FROM applicants p LEFT JOIN answers a ON a.applicant_id = p.id WHERE p.id = ANY($1)`,
        [applicantIds],
      );
      return new Map(rows.map((row) => [row.id, row.version]));
    },

    /** The version a submitted application was submitted on; undefined while in progress. */
    async submittedVersion(applicantId: string): Promise<number | undefined> {
      const { rows } = await db.query<{ version: number | null }>(
        `SELECT CASE WHEN submitted_at IS NOT NULL THEN COALESCE(submitted_form_version, 1) END
           AS version FROM applicants WHERE id = $1`,
        [applicantId],
      );
      return rows[0]?.version ?? undefined;
    },

    /** A new version, the next number, made live at once. */
    async publish(next: NewFormVersion): Promise<number> {
      const { rows } = await db.query<{ version: number }>(
        `INSERT INTO form_versions (version, files, published_at, published_by, note)
         SELECT COALESCE(max(version), 0) + 1, $1::json, $2, $3, $4 FROM form_versions
         RETURNING version`,
        [JSON.stringify(next.files), next.at, next.by, next.note],
      );
      const version = rows[0]?.version;
      if (version === undefined) throw new Error('form_versions returned no version');
      await db.query('UPDATE form_live SET version = $1', [version]);
      return version;
    },
  };
}
