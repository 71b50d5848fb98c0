import type { Language } from '../../../contracts/language';
import {
  activeDefinitions,
  applicantName,
  applicationReference,
  entryTermLabel,
  entryTermOptions,
  localizedSet,
  withDefinitions,
  type Answers,
  type DefinitionSet,
  type LetterField,
} from '../../../engine';
import type { Queryable } from '../../db/database';
import { readAnswers } from '../../application/answers';
import { applicationVersionSet } from '../../forms/definition-sets';

/** The two sets a letter is filled from, in the reader's language. */
export interface LetterSets {
  /** The live version: the decision's label (the office's decisions are the live ones). */
  live: DefinitionSet;
  /** The version the application was answered on: the keys of its answers and their labels. */
  own: DefinitionSet;
}

/**
 * The application's values of the decision letter's fields (issue 33) in one language: the name
 * the application greets the applicant by, the family name, the reference, and the entry term and
 * decision as their labels in that language ("Fall 2027" and "Admit" in English, "Otoño de 2027"
 * and "Admisión" in Spanish), so a letter in Spanish never carries an English label. What the
 * applicant answered is read with the questions they answered (an entry term a later version
 * withdrew keeps its label).
 */
export function letterValuesIn(
  { live, own }: LetterSets,
  answers: Answers,
  applicantId: string,
  decisionId: string,
): Record<LetterField, string> {
  const text = (key: string) => {
    const value = answers[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const { lastNameKey, entryTermKey } = own.site.staffList;
  // The options come from the active set: run with the application's in the reader's language.
  const terms = withDefinitions(own, () => entryTermOptions(entryTermKey));
  return {
    given_name: withDefinitions(own, () => applicantName(answers)),
    family_name: text(lastNameKey),
    reference: applicationReference(applicantId),
    entry_term: entryTermLabel(text(entryTermKey), terms),
    decision: live.site.decisions.find((option) => option.id === decisionId)?.label ?? decisionId,
  };
}

/** The live set and the application's own (`own`, as its version holds it), in `language`. */
export async function letterSets(own: DefinitionSet, language: Language): Promise<LetterSets> {
  const [live, ownShown] = await Promise.all([
    localizedSet(activeDefinitions(), language),
    localizedSet(own, language),
  ]);
  return { live, own: ownShown };
}

/** letterValuesIn for one application in one language, read from the database. */
export async function letterValues(
  db: Queryable,
  applicantId: string,
  decisionId: string,
  language: Language,
): Promise<Record<LetterField, string>> {
  const sets = await letterSets(await applicationVersionSet(db, applicantId), language);
  return letterValuesIn(sets, await readAnswers(db, applicantId), applicantId, decisionId);
}
