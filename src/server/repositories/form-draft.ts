import type { Queryable } from '../db/database';
import type { FormFiles } from '../forms/form-files';

export interface FormDraftRow {
  revision: number;
  files: FormFiles;
  updated_at: Date;
  updated_by: string;
  /** The live version the draft was started from; null when that is not known. */
  based_on: number | null;
}

/**
 * form_draft: the one draft of the definitions admins edit before publishing. A published draft
 * leaves its row with no files and its last revision, which the next draft counts on from.
 */
export function formDraftRepository(db: Queryable) {
  return {
    async find(): Promise<FormDraftRow | undefined> {
      const { rows } = await db.query<FormDraftRow>(
        `SELECT revision, files, updated_at, updated_by, based_on
           FROM form_draft WHERE files IS NOT NULL`,
      );
      return rows[0];
    },

    async summary(): Promise<Omit<FormDraftRow, 'files' | 'based_on'> | undefined> {
      const { rows } = await db.query<Omit<FormDraftRow, 'files' | 'based_on'>>(
        'SELECT revision, updated_at, updated_by FROM form_draft WHERE files IS NOT NULL',
      );
      return rows[0];
    },

    /**
     * Writes the files as the next revision, which it returns; a new draft (none, or the last one
     * published) is started from `live`.
     */
    async save(files: FormFiles, at: Date, by: string, live: number): Promise<number> {
      const { rows } = await db.query<{ revision: number }>(
        `INSERT INTO form_draft (id, revision, files, updated_at, updated_by, based_on)
         VALUES (true, 1, $1::json, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET revision = form_draft.revision + 1, files = $1::json,
           updated_at = $2, updated_by = $3,
           based_on = CASE WHEN form_draft.files IS NULL THEN $4 ELSE form_draft.based_on END
         RETURNING revision`,
        [JSON.stringify(files), at, by, live],
      );
      const revision = rows[0]?.revision;
      if (revision === undefined) throw new Error('form_draft returned no revision');
      return revision;
    },

    /** Counts the draft as started from `live`: its admin has been told what it would replace. */
    async rebase(live: number): Promise<void> {
      await db.query('UPDATE form_draft SET based_on = $1', [live]);
    },

    async clear(): Promise<void> {
      await db.query('UPDATE form_draft SET files = NULL');
    },
  };
}
