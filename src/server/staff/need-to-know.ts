import type { StaffRole } from '../../contracts/staff-accounts';
import {
  EVERY_CATEGORY,
  site,
  withDefinitions,
  withheldAmong,
  withheldKeysFor,
  type DefinitionSet,
} from '../../engine';
import type { Queryable } from '../db/database';
import { storedVersionSet } from '../forms/definition-sets';
import type { EarlierAnswerKey } from '../forms/earlier-answer-keys';
import { HttpError } from '../http-error';
import type { PdfAudience } from '../pdf/application-pdfs';
import { formVersionsRepository } from '../repositories/form-versions';

export const UNKNOWN_CATEGORY = 'This is not a sensitive category of the forms: ';

/**
 * Need to know (issue 33): each staff account is granted sensitive categories one by one. An
 * admin starts with every category ('*', those an office adds later too), a reader with none.
 */
export function defaultGrants(role: StaffRole): string[] {
  return role === 'admin' ? [EVERY_CATEGORY] : [];
}

/** The grants as stored: each once, sorted, '*' alone when given; 400 naming an unknown category. */
export function checkedGrants(asked: readonly string[]): string[] {
  if (asked.includes(EVERY_CATEGORY)) return [EVERY_CATEGORY];
  // The live form version's categories, not those of when the server started.
  const known = new Set(site.sensitiveCategories.map((category) => category.id));
  for (const category of asked)
    if (!known.has(category)) throw new HttpError(400, `${UNKNOWN_CATEGORY}${category}`);
  return [...new Set(asked)].sort();
}

/** The answer keys kept from a staff member: those of every category not granted to them. */
export function withheldKeys(staff: { grants: readonly string[] }): string[] {
  return withheldKeysFor(staff.grants);
}

/**
 * The keys only earlier form versions have (earlierAnswerKeys) kept from a staff member: each
 * judged by the newest version that has it, the last word the office gave on that question.
 */
export function withheldEarlierKeys(
  staff: { grants: readonly string[] },
  earlier: readonly EarlierAnswerKey[],
): string[] {
  const marked = earlier.flatMap(({ key, category }) =>
    category === undefined ? [] : [[key, category] as const],
  );
  return withheldAmong(new Map(marked), staff.grants);
}

/**
 * The keys of one application kept from staff granted `grants`: each question that the form
 * version it was answered on (`own`) or the live one (this process's) marks with a category not
 * granted. Either mark withholds: one added since covers what was answered before, and one
 * removed since does not reveal what was given as sensitive. The page, its documents, the PDF,
 * the export and a draft's impact all withhold these.
 */
export function withheldFromApplication(own: DefinitionSet, grants: readonly string[]): string[] {
  const marked = withDefinitions(own, () => withheldKeysFor(grants));
  return [...new Set([...marked, ...withheldKeysFor(grants)])].sort();
}

/**
 * The copy of the application PDF a staff member gets, in English, one per set of grants:
 * 'office' for every category, otherwise keyed by the categories granted, so that the copy
 * withholds every other category its own form version marks (a category added since is
 * withheld, never shown).
 */
export function pdfAudience(staff: { grants: readonly string[] }): PdfAudience {
  if (staff.grants.includes(EVERY_CATEGORY)) return 'office';
  return `granted:${[...new Set(staff.grants)].sort().join(',')}`;
}

/** The categories a PDF audience was granted ('*' for the applicant's and the office's copies). */
export function audienceGrants(audience: PdfAudience): string[] {
  if (audience === 'full' || audience === 'office') return [EVERY_CATEGORY];
  const list = audience.slice('granted:'.length);
  return list === '' ? [] : list.split(',');
}

/**
 * The keys withheld from staff granted `grants` in the applications of each form version
 * (withheldFromApplication), each version read once: for lists of applications.
 */
export function withheldPerVersion(
  db: Queryable,
  grants: readonly string[],
): (version: number) => Promise<ReadonlySet<string>> {
  const known = new Map<number, ReadonlySet<string>>();
  return async (version) => {
    // Granted every category: nothing to withhold, no version to read.
    if (grants.includes(EVERY_CATEGORY)) return NOTHING;
    let keys = known.get(version);
    if (!keys) {
      keys = new Set(withheldFromApplication(await storedVersionSet(db, version), grants));
      known.set(version, keys);
    }
    return keys;
  };
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * A draft's impact without the changes to keys withheld from staff granted `grants`, each
 * application's by its own form version as its page withholds them: not even that an applicant
 * has such an answer is for a staff member not granted it, so an application left with none is
 * not named.
 */
export async function impactWithoutWithheld<T extends { id: string; changes: { key: string }[] }>(
  db: Queryable,
  applications: T[],
  grants: readonly string[],
): Promise<T[]> {
  if (grants.includes(EVERY_CATEGORY)) return applications;
  const versions = await formVersionsRepository(db).ofApplications(applications.map((a) => a.id));
  const withheldIn = withheldPerVersion(db, grants);
  const kept: T[] = [];
  for (const application of applications) {
    const withheld = await withheldIn(versions.get(application.id) ?? 1);
    const changes = application.changes.filter((change) => !withheld.has(change.key));
    if (changes.length > 0) kept.push({ ...application, changes });
  }
  return kept;
}
