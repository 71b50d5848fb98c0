import { describe, expect, it } from 'vitest';
import type { QuestionNode } from '../types';
import { isAnswered, printedDate, printLines } from './print-lines';

const q = (over: Partial<QuestionNode>): QuestionNode => ({
  kind: 'question',
  key: 'k',
  widget: 'text',
  label: 'Label',
  ...over,
});

describe('print values', () => {
  it('prints boxes as [X] and [ ]', () => {
    expect(printLines(q({ widget: 'checkbox', label: 'Same' }), { k: true }, '')).toEqual([
      '[X] Same',
    ]);
    expect(printLines(q({ widget: 'checkbox', label: 'Same' }), { k: false }, '')).toEqual([
      '[ ] Same',
    ]);
    const group = q({
      widget: 'checkgroup',
      items: [
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ],
    });
    expect(printLines(group, { a: true, b: false }, '')).toEqual(['[X] A', '[ ] B']);
  });

  it('prints a school with its code and a document question as attached or not', () => {
    const school = q({
      key: 'hs_name',
      widget: 'autocomplete',
      autocomplete: { category: 'hs_ceeb', fills: { name: 'hs_name', id: 'hs_ceeb' } },
    });
    expect(printLines(school, { hs_name: 'East High School', hs_ceeb: '060370' }, '')).toEqual([
      'East High School (060370)',
    ]);
    expect(printLines(q({ widget: 'file' }), {}, 'A document is attached.')).toEqual([
      'A document is attached.',
    ]);
    expect(printLines(q({ widget: 'file' }), {}, 'No document attached.')).toEqual([
      'No document attached.',
    ]);
  });

  it('prints the label of a code and a date as typed', () => {
    const radio = q({ widget: 'radio', options: [{ label: 'Yes', value: 'Y' }] });
    expect(printLines(radio, { k: 'Y' }, '')).toEqual(['Yes']);
    // The list's label in the reader's language first: _desc holds the label in the language
    // the applicant chose it in; it still names a code the list no longer offers.
    expect(printLines(radio, { k: 'Y', k_desc: 'Sí' }, '')).toEqual(['Yes']);
    expect(printLines(radio, { k: 'Z', k_desc: 'Zed' }, '')).toEqual(['Zed']);
    expect(printLines(q({ widget: 'date' }), { k: '2007-03-27' }, '')).toEqual(['03/27/2007']);
  });

  it('prints anything that is not an ISO date as it is', () => {
    expect(printedDate('2007-03-27')).toBe('03/27/2007');
    expect(printedDate('')).toBe('');
    expect(printedDate('sometime')).toBe('sometime');
  });

  it('knows what is unanswered', () => {
    expect(isAnswered(q({}), { k: '' }, false)).toBe(false);
    expect(isAnswered(q({ widget: 'checkbox' }), { k: false }, false)).toBe(false);
    expect(
      isAnswered(
        q({ widget: 'checkgroup', items: [{ key: 'a', label: 'A' }] }),
        { a: true },
        false,
      ),
    ).toBe(true);
  });
});
