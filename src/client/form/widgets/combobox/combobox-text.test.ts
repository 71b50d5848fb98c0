import { describe, expect, it } from 'vitest';
import { filterOptions, resultsAvailable, statusText } from './combobox-text';

const options = [
  { label: '--', value: '' },
  { label: 'Åland Islands', value: 'ALA' },
  { label: 'Canada', value: 'CAN' },
  { label: 'Holy See (Vatican City)', value: 'VAT' },
  { label: 'Mexico', value: 'MEX' },
];

describe('combobox texts', () => {
  it('says the spec texts', () => {
    expect(resultsAvailable(3)).toBe('3 result(s) available');
    expect(statusText(true, true, 4)).toBe('Loading...');
    expect(statusText(true, false, 0)).toBe('No options');
    expect(statusText(true, false, 1)).toBe('1 result(s) available');
    expect(statusText(false, false, 1)).toBe('');
  });

  it('leaves out the blank option and lists labels that start with the text first', () => {
    expect(filterOptions(options, '').map((o) => o.value)).toEqual(['ALA', 'CAN', 'VAT', 'MEX']);
    expect(filterOptions(options, 'ca').map((o) => o.value)).toEqual(['CAN', 'VAT']);
    expect(filterOptions(options, 'aland').map((o) => o.value)).toEqual(['ALA']);
    expect(filterOptions(options, 'zz')).toEqual([]);
  });
});
