// The engine's definition set of each form version. A version never changes once published, so
// its set (and what the engine derives from it: validators, key tables) is made once per
// database and kept; a process holds the few versions its applications were answered on.
import {
  BUNDLE_FILES,
  definitionSetOf,
  seedDefinitions,
  seedFiles,
  type DefinitionSet,
} from '../../engine';
import seedTranslations from '../../../forms/translations/es.json';
import type { Queryable } from '../db/database';
import { formVersionsRepository } from '../repositories/form-versions';
import { sameFiles, type FormFiles } from './form-files';

/** A version published before the review form existed (issue 33) reviews with the repository's. */
const withReviewForm = (files: FormFiles): FormFiles => ({
  [BUNDLE_FILES.review]: seedFiles[BUNDLE_FILES.review],
  [BUNDLE_FILES.reviewSchema]: seedFiles[BUNDLE_FILES.reviewSchema],
  ...files,
});

/**
 * The repository's files as a version holds them: the seed set loads its translations on demand
 * (the browser's English pages never fetch them), a version stores them with the rest.
 */
const seedVersionFiles: FormFiles = {
  ...seedFiles,
  [BUNDLE_FILES.translations]: seedTranslations,
};

const byDatabase = new WeakMap<object, Map<number, DefinitionSet>>();

function setsOf(db: object): Map<number, DefinitionSet> {
  let sets = byDatabase.get(db);
  if (!sets) byDatabase.set(db, (sets = new Map()));
  return sets;
}

/** The set of a version whose files are at hand (the live one, just read). */
export function versionSet(db: object, version: number, files: FormFiles): DefinitionSet {
  const sets = setsOf(db);
  let set = sets.get(version);
  if (!set) {
    // The repository's own files are the seed the engine already runs: the same set, not a copy,
    // so what was derived from it (and node objects held from it) stays valid.
    set = sameFiles(files, seedVersionFiles)
      ? seedDefinitions()
      : definitionSetOf(withReviewForm(files));
    sets.set(version, set);
  }
  return set;
}

/** The set of a stored version, read from the database the first time; undefined for none. */
export async function findVersionSet(
  db: Queryable,
  version: number,
): Promise<DefinitionSet | undefined> {
  const known = setsOf(db).get(version);
  if (known) return known;
  const files = await formVersionsRepository(db).files(version);
  return files && versionSet(db, version, files);
}

/** The set of a version that must be stored (one an application names). */
export async function storedVersionSet(db: Queryable, version: number): Promise<DefinitionSet> {
  const set = await findVersionSet(db, version);
  if (!set) throw new Error(`form version ${version} is not stored`);
  return set;
}

/** The set of the version an application was answered (or submitted) on. */
export async function applicationVersionSet(
  db: Queryable,
  applicantId: string,
): Promise<DefinitionSet> {
  return storedVersionSet(db, await formVersionsRepository(db).ofApplication(applicantId));
}
