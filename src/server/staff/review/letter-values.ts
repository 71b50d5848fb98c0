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

/**
 * The application's values of the decision letter's fields (issue 33) for a reader of `shown`
 * (the live set in their language): the name the application greets the applicant by, the family
 * name, the reference, and the entry term and decision as their labels in that language ("Fall
 * 2027" and "Admit" in English, "Otoño de 2027" and "Admisión" in Spanish), so a letter in
 * Spanish never carries an English label.
 */
export function letterValuesIn(
  shown: DefinitionSet,
  answers: Answers,
  applicantId: string,
  decisionId: string,
): Record<LetterField, string> {
  const text = (key: string) => {
    const value = answers[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const { lastNameKey, entryTermKey } = shown.site.staffList;
  // The options come from the active set: run with the one in the reader's language.
  const terms = withDefinitions(shown, () => entryTermOptions(entryTermKey));
  return {
    given_name: withDefinitions(shown, () => applicantName(answers)),
    family_name: text(lastNameKey),
    reference: applicationReference(applicantId),
    entry_term: entryTermLabel(text(entryTermKey), terms),
    decision: shown.site.decisions.find((option) => option.id === decisionId)?.label ?? decisionId,
  };
}

/** letterValuesIn for one application in one language, read from the database. */
export async function letterValues(
  db: Queryable,
  applicantId: string,
  decisionId: string,
  language: Language,
): Promise<Record<LetterField, string>> {
  const shown = await localizedSet(activeDefinitions(), language);
  return letterValuesIn(shown, await readAnswers(db, applicantId), applicantId, decisionId);
}
