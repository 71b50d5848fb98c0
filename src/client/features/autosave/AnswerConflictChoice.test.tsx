// The choice between two answers (issue 27) in the language read (issue 32): a checkbox's answer
// is "Yes"/"No" in English and "Sí"/"No" in Spanish, an empty one "(no answer)"/"(sin respuesta)".
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import { AnswerConflictChoice } from './AnswerConflictChoice';
import { useConflicts } from './conflicts';

// Server rendering reads the store's initial state: the conflicts are written into it.
const conflicts = useConflicts.getInitialState().conflicts;
conflicts.legal_agree = { yours: true, theirs: false, revision: 2 };
conflicts.city = { yours: '', theirs: 'Lyon', revision: 3 };

/** What each side shows, in the order drawn (the other device's, then this one's). */
const answersOf = (answerKey: string) =>
  [
    ...renderToStaticMarkup(<AnswerConflictChoice answerKey={answerKey} label="Label" />).matchAll(
      /<dd>([^<]*)<\/dd>/g,
    ),
  ].map((match) => match[1]);

afterEach(() => languageStore.getState().use('en', en));

describe('the answers of a conflict', () => {
  it('in English', () => {
    expect(answersOf('legal_agree')).toEqual(['No', 'Yes']);
    expect(answersOf('city')).toEqual(['Lyon', '(no answer)']);
  });

  it('in Spanish', () => {
    languageStore.getState().use('es', es);
    expect(answersOf('legal_agree')).toEqual(['No', 'Sí']);
    expect(answersOf('city')).toEqual(['Lyon', '(sin respuesta)']);
  });
});
