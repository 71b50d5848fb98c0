// Option lists of spec section 3 and the years generator.
import { describe, expect, it } from 'vitest';
import { generateYears } from './generate-years';
import { isOptionListName, optionList } from './option-list';
import { optionLabel, questionOptions } from './question-options';
import type { QuestionNode } from '../types';

describe('generateYears', () => {
  const now = new Date(2025, 5, 15);

  it('starts at the current year by default, blank first, going back', () => {
    expect(generateYears({ count: 3, direction: 'past', now }).map((o) => o.value)).toEqual([
      '',
      '2025',
      '2024',
      '2023',
    ]);
  });

  it('goes forward from a given start', () => {
    expect(generateYears({ start: 2030, count: 2, direction: 'future' })).toEqual([
      { label: '', value: '' },
      { label: '2030', value: '2030' },
      { label: '2031', value: '2031' },
    ]);
  });

  it('gives only the blank for a count of 0', () => {
    expect(generateYears({ count: 0, direction: 'past', now })).toEqual([{ label: '', value: '' }]);
  });

  it('serves questions with a start offset', () => {
    const q: QuestionNode = {
      kind: 'question',
      key: 'grad_year',
      widget: 'select',
      label: 'Year',
      years: { startOffset: 2, count: 2, direction: 'past' },
    };
    expect(questionOptions(q, {}, now).map((o) => o.value)).toEqual(['', '2027', '2026']);
  });
});

describe('option lists', () => {
  it('countries: about 230, blank "--" first, short codes as values', () => {
    const countries = optionList('countries');
    expect(countries.length).toBeGreaterThan(220);
    expect(countries[0]).toEqual({ label: '--', value: '' });
    expect(countries.every((o, i) => i === 0 || /^[A-Z]{3}$/.test(o.value))).toBe(true);
    expect(new Set(countries.map((o) => o.value)).size).toBe(countries.length);
  });

  it('countriesUsaSecond puts the United States right after the blank', () => {
    const list = optionList('countriesUsaSecond');
    expect(list[1]).toEqual({ label: 'United States', value: 'USA' });
    expect(list.filter((o) => o.value === 'USA')).toHaveLength(1);
    expect(list).toHaveLength(optionList('countries').length);
  });

  it('countriesNoUsa omits the United States', () => {
    expect(optionList('countriesNoUsa').some((o) => o.value === 'USA')).toBe(false);
    expect(optionList('countriesNoUsa')).toHaveLength(optionList('countries').length - 1);
  });

  it('months: blank, then 1 to 12 with month names', () => {
    const months = optionList('months');
    expect(months).toHaveLength(13);
    expect(months[1]).toEqual({ label: 'January', value: '1' });
    expect(months[12]).toEqual({ label: 'December', value: '12' });
  });

  it('stateAndProvince: value equals label; states, territories, armed forces and provinces', () => {
    const states = optionList('stateAndProvince');
    expect(states.every((o) => o.label === o.value)).toBe(true);
    const values = states.map((o) => o.value);
    for (const v of [
      'Colorado',
      'District of Columbia',
      'Puerto Rico',
      'Guam',
      'Armed Forces Pacific (AP)',
      'Ontario',
      'Yukon',
    ]) {
      expect(values).toContain(v);
    }
  });

  it('named lists from lists.json; unknown names are empty', () => {
    expect(isOptionListName('yesNo')).toBe(true);
    expect(optionList('yesNo').map((o) => o.value)).toEqual(['Y', 'N']);
    expect(isOptionListName('nope')).toBe(false);
    expect(optionList('nope')).toEqual([]);
  });

  it('conditional select options follow the controlling answer', () => {
    const q: QuestionNode = {
      kind: 'question',
      key: 'state',
      widget: 'conditionalSelect',
      label: 'State',
      controlledBy: 'country',
      optionsByValue: { USA: 'stateAndProvince' },
    };
    expect(questionOptions(q, { country: 'USA' }).length).toBeGreaterThan(50);
    expect(questionOptions(q, { country: 'MEX' })).toEqual([]);
    expect(questionOptions(q, { country: '' })).toEqual([]);
  });

  it('optionLabel gives the _desc text of a value', () => {
    expect(optionLabel(optionList('months'), '3')).toBe('March');
    expect(optionLabel(optionList('months'), '')).toBe('');
    expect(optionLabel(optionList('months'), '13')).toBe('');
  });
});
