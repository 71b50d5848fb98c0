import {
  applicantName,
  applicationReference,
  entryTermLabel,
  entryTermOptions,
  site,
  type LetterField,
} from '../../../engine';
import type { Queryable } from '../../db/database';
import { readAnswers } from '../../application/answers';

/**
 * The application's values of the decision letter's fields (issue 33): the name the application
 * greets the applicant by, the family name and entry term the staff list shows (the term as
 * its label, "Fall 2027"), the reference, and the decision's label.
 */
export async function letterValues(
  db: Queryable,
  applicantId: string,
  decisionLabel: string,
): Promise<Record<LetterField, string>> {
  const answers = await readAnswers(db, applicantId);
  const text = (key: string) => {
    const value = answers[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const { lastNameKey, entryTermKey } = site.staffList;
  return {
    given_name: applicantName(answers),
    family_name: text(lastNameKey),
    reference: applicationReference(applicantId),
    entry_term: entryTermLabel(text(entryTermKey), entryTermOptions(entryTermKey)),
    decision: decisionLabel,
  };
}
