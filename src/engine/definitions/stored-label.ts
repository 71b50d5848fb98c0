// What a coded answer's companion (key_desc) stores: the chosen option's English label, whatever
// language the applicant reads. Staff, the CSV export and the CRM read the same words for the
// same code (issue 32); the applicant's own pages print the label of their language.
import { optionLabel, questionOptions } from '../options/question-options';
import { PAGE_IDS, type Answers } from '../types';
import { activeDefinitions, perDefinitions, withDefinitions } from './active-definitions';
import { codedQuestionsOf } from './coded-questions';

const codedByKey = perDefinitions((set) =>
  codedQuestionsOf(PAGE_IDS.flatMap((pageId) => set.pages[pageId].nodes)),
);

/**
 * The English label of the code `answers` hold under `key`, as its question offers it for these
 * answers (a state by its country): '' for no code, a code not offered, or a key not coded.
 */
export function codedDescription(key: string, answers: Answers, now: Date = new Date()): string {
  const code = answers[key];
  if (typeof code !== 'string' || code === '') return '';
  const { english } = activeDefinitions();
  const label = () => {
    const question = codedByKey().get(key);
    return question ? optionLabel(questionOptions(question, answers, now), code) : '';
  };
  return english ? withDefinitions(english, label) : label();
}

/** `shown`: the label the applicant chose, kept when the English set does not list the value. */
export function storedLabel(key: string, value: string, answers: Answers, shown: string): string {
  if (!activeDefinitions().english || value === '') return shown;
  return codedDescription(key, { ...answers, [key]: value }) || shown;
}
