import type { Queryable } from '../db/database';

/**
 * The document_conversions table's reads outside the job's life cycle (which is
 * documents/conversions.ts, on jobs/job-rows.ts).
 */
export function documentConversionsRepository(db: Queryable) {
  return {
    /** Whether an upload is still waiting for (or in) its conversion. */
    async isPendingUpload(fileKey: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `SELECT 1 FROM document_conversions
            WHERE file_key = $1 AND status IN ('unprocessed', 'in_progress')`,
        [fileKey],
      );
      return rowCount > 0;
    },
  };
}
