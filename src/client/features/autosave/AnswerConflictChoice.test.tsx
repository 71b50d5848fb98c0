// The choice between two answers (issue 27) in the language read (issue 32): a checkbox's answer
// is "Yes"/"No" in English and "Sí"/"No" in Spanish, an empty one "(no answer)"/"(sin respuesta)",
// a date in the language's order, a code as its option's label.
import { renderToStaticMarkup } from 'react-dom/server';
import type { QuestionNode } from '../../../engine';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import { usePrintedAnswer } from '../../form/renderer/use-printed-answer';
import { AnswerConflictChoice } from './AnswerConflictChoice';
import { useConflicts } from './conflicts';

// Server rendering reads the store's initial state: the conflicts are written into it.
const conflicts = useConflicts.getInitialState().conflicts;
conflicts.legal_agree = { yours: true, theirs: false, revision: 2 };
conflicts.city = { yours: '', theirs: 'Lyon', revision: 3 };
conflicts.birth_date = { yours: '2007-04-12', theirs: '2007-05-01', revision: 4 };
conflicts.gender = { yours: 'F', theirs: 'M', revision: 5 };
conflicts.sibling_2_first_name = { yours: 'Bo', theirs: 'Bea', revision: 6 };
conflicts.race_asian = { yours: true, theirs: false, revision: 7 };

const questions: Record<string, QuestionNode> = {
  legal_agree: { kind: 'question', key: 'legal_agree', widget: 'checkbox', label: 'Label' },
  city: { kind: 'question', key: 'city', widget: 'text', label: 'Label' },
  birth_date: { kind: 'question', key: 'birth_date', widget: 'date', label: 'Label' },
  gender: {
    kind: 'question',
    key: 'gender',
    widget: 'radio',
    label: 'Label',
    options: [
      { value: 'F', label: 'Female' },
      { value: 'M', label: 'Male' },
    ],
  },
};

/** The choice as QuestionView draws it, its text answers printed as the applicant reads them. */
function Choice({ question }: { question: QuestionNode }) {
  const printed = usePrintedAnswer(question);
  return <AnswerConflictChoice answerKey={question.key} label={question.label} printed={printed} />;
}

/** What each side shows, in the order drawn (the other device's, then this one's). */
const answersOf = (answerKey: string) =>
  [
    ...renderToStaticMarkup(<Choice question={questions[answerKey]!} />).matchAll(
      /<dd>([^<]*)<\/dd>/g,
    ),
  ].map((match) => match[1]);

afterEach(() => languageStore.getState().use('en', en));

describe('the answers of a conflict', () => {
  it('in English', () => {
    expect(answersOf('legal_agree')).toEqual(['No', 'Yes']);
    expect(answersOf('city')).toEqual(['Lyon', '(no answer)']);
    expect(answersOf('birth_date')).toEqual(['05/01/2007', '04/12/2007']);
    expect(answersOf('gender')).toEqual(['Male', 'Female']);
  });

  it('in Spanish', () => {
    languageStore.getState().use('es', es);
    expect(answersOf('legal_agree')).toEqual(['No', 'Sí']);
    expect(answersOf('city')).toEqual(['Lyon', '(sin respuesta)']);
    expect(answersOf('birth_date')).toEqual(['01/05/2007', '12/04/2007']);
  });
});

describe('the question a conflict names', () => {
  const titleOf = (question: QuestionNode) =>
    /<p [^>]*>([^<]*)<\/p>/.exec(renderToStaticMarkup(<Choice question={question} />))?.[1];

  it('by its label, and in a repeated entry with the entry', () => {
    expect(titleOf(questions.city!)).toBe(
      '“Label” was also changed on another device. Which answer do you want to keep?',
    );
    const entry: QuestionNode = {
      kind: 'question',
      key: 'sibling_2_first_name',
      widget: 'text',
      label: 'First name',
    };
    expect(titleOf(entry)).toBe(
      '“First name (Brother or sister 2)” was also changed on another device. Which answer do you want to keep?',
    );
  });

  it('a box of a check group with the group’s question', () => {
    const box: QuestionNode = {
      kind: 'question',
      key: 'race_asian',
      widget: 'checkbox',
      label: 'Asian',
    };
    expect(titleOf(box)).toBe(
      '“Asian (Which of these describe you? Choose all that apply.)” was also changed on another device. Which answer do you want to keep?',
    );
  });
});
