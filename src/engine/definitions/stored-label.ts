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

/** `shown`: the label the applicant chose, kept when the English set does not list the value. */
export function storedLabel(key: string, value: string, answers: Answers, shown: string): string {
  const { english } = activeDefinitions();
  if (!english || value === '') return shown;
  return withDefinitions(english, () => {
    const question = codedByKey().get(key);
    return (question && optionLabel(questionOptions(question, answers), value)) || shown;
  });
}
