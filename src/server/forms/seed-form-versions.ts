// Version 1 is the repository's forms/ and schemas/, written the first time any process starts
// on a database; concurrent starts insert it once (ON CONFLICT in the repository).
import type { Database } from '../db/database';
import { formVersionsRepository } from '../repositories/form-versions';
import type { FormFiles } from './form-files';
import { readFormFiles } from './repository-files';

export const SEED_PUBLISHER = 'repository';
export const SEED_NOTE = 'seeded from forms/ and schemas/';

/** Seeds version 1 where there is none; returns the repository's files, for comparisons. */
export async function seedFormVersions(db: Database, now: Date): Promise<FormFiles> {
  const read = readFormFiles();
  // The server's entry lints the repository first; a caller that did not gets one clear error.
  if ('problems' in read)
    throw new Error(`forms/ and schemas/ do not parse: ${read.problems[0]?.message ?? ''}`);
  await db.transaction((tx) =>
    formVersionsRepository(tx).seed({
      files: read.files,
      at: now,
      by: SEED_PUBLISHER,
      note: SEED_NOTE,
    }),
  );
  return read.files;
}
