import type { StaffRole } from '../../contracts/staff-accounts';
import {
  EVERY_CATEGORY,
  site,
  withDefinitions,
  withheldAmong,
  withheldKeysFor,
  type DefinitionSet,
} from '../../engine';
import type { EarlierAnswerKey } from '../forms/earlier-answer-keys';
import { HttpError } from '../http-error';
import type { PdfAudience } from '../pdf/application-pdfs';

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
 * removed since does not reveal what was given as sensitive. The page, its documents and the PDF
 * all withhold these.
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
 * A draft's impact without the changes to withheld keys: not even that an applicant has such an
 * answer is for a staff member not granted it, so an application left with none is not named.
 */
export function impactWithoutWithheld<T extends { changes: { key: string }[] }>(
  applications: T[],
  withheld: readonly string[],
): T[] {
  if (withheld.length === 0) return applications;
  const kept = new Set(withheld);
  return applications
    .map((application) => ({
      ...application,
      changes: application.changes.filter((change) => !kept.has(change.key)),
    }))
    .filter((application) => application.changes.length > 0);
}
