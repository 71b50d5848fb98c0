import { describe, expect, it } from 'vitest';
import type { QuestionNode } from '../types';
import { isAnswered, printLines } from './print-lines';

const q = (over: Partial<QuestionNode>): QuestionNode => ({
  kind: 'question',
  key: 'k',
  widget: 'text',
  label: 'Label',
  ...over,
});

describe('print values', () => {
  it('prints boxes as [X] and [ ]', () => {
    expect(printLines(q({ widget: 'checkbox', label: 'Same' }), { k: true }, '', 'en')).toEqual([
      '[X] Same',
    ]);
    expect(printLines(q({ widget: 'checkbox', label: 'Same' }), { k: false }, '', 'en')).toEqual([
      '[ ] Same',
    ]);
    const group = q({
      widget: 'checkgroup',
      items: [
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ],
    });
    expect(printLines(group, { a: true, b: false }, '', 'en')).toEqual(['[X] A', '[ ] B']);
  });

  it('prints a school with its code and a document question as attached or not', () => {
    const school = q({
      key: 'hs_name',
      widget: 'autocomplete',
      autocomplete: { category: 'hs_ceeb', fills: { name: 'hs_name', id: 'hs_ceeb' } },
    });
    expect(
      printLines(school, { hs_name: 'East High School', hs_ceeb: '060370' }, '', 'en'),
    ).toEqual(['East High School (060370)']);
    expect(printLines(q({ widget: 'file' }), {}, 'A document is attached.', 'en')).toEqual([
      'A document is attached.',
    ]);
    expect(printLines(q({ widget: 'file' }), {}, 'No document attached.', 'en')).toEqual([
      'No document attached.',
    ]);
  });

  it('prints the label of a code', () => {
    const radio = q({ widget: 'radio', options: [{ label: 'Yes', value: 'Y' }] });
    expect(printLines(radio, { k: 'Y' }, '', 'en')).toEqual(['Yes']);
    // The list's label in the reader's language first: _desc holds the label in the language
    // the applicant chose it in; it still names a code the list no longer offers.
    expect(printLines(radio, { k: 'Y', k_desc: 'Sí' }, '', 'en')).toEqual(['Yes']);
    expect(printLines(radio, { k: 'Z', k_desc: 'Zed' }, '', 'en')).toEqual(['Zed']);
  });

  it.each([
    ['en', '2007-03-27', '03/27/2007'],
    ['es', '2007-03-27', '27/03/2007'],
    ['en', '', ''],
    ['es', 'sometime', 'sometime'],
  ] as const)('prints a date in the order of the reader, %s: %j as %j', (language, iso, line) => {
    expect(printLines(q({ widget: 'date' }), { k: iso }, '', language)).toEqual([line]);
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
