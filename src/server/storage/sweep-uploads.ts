import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/database';
import { documentConversionsRepository } from '../repositories/document-conversions';

/** Older than any upload policy (10 minutes) with a wide margin for a slow conversion request. */
export const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

interface SweepOptions {
  /** The embedded store's root, `$DATA_DIR/objects`. */
  root: string;
  db: Queryable;
  now: Date;
}

/** Entries of a folder, or none when it does not exist (no applicant has uploaded yet). */
async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Deletes uploads the browser sent but never asked to convert (a closed tab, a lost
 * connection), which the embedded store would otherwise keep for ever; on S3 a lifecycle rule
 * does this (README). A conversion deletes its upload when it ends, so an upload older than
 * ABANDONED_UPLOAD_MS that no unfinished conversion names is abandoned; so is a `.part` file a
 * crash left behind. Returns how many files it deleted.
 */
export async function sweepAbandonedUploads({ root, db, now }: SweepOptions): Promise<number> {
  const cutoff = now.getTime() - ABANDONED_UPLOAD_MS;
  let deleted = 0;
  for (const applicant of await entries(join(root, 'applicants'))) {
    const uploads = join(root, 'applicants', applicant, 'uploads');
    for (const answerKey of await entries(uploads)) {
      for (const name of await entries(join(uploads, answerKey))) {
        const path = join(uploads, answerKey, name);
        if ((await stat(path)).mtimeMs >= cutoff) continue;
        const key = `applicants/${applicant}/uploads/${answerKey}/${name}`;
        if (await documentConversionsRepository(db).isPendingUpload(key)) continue;
        await rm(path, { force: true });
        deleted += 1;
      }
    }
  }
  return deleted;
}
