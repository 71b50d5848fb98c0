import { describe, expect, it } from 'vitest';
import { COUNTRIES_WITH_STATES, COUNTRY_OF_ISO2 } from '../constants';
import { BLANK_OPTION, withoutBlank } from './blank-option';
import { generateYears } from './generate-years';
import { optionList } from './option-list';

describe('the blank option', () => {
  it('comes first in the lists a select offers, and withoutBlank leaves the real choices', () => {
    const years = generateYears({ start: 2025, count: 2, direction: 'past' });
    expect(years[0]).toEqual(BLANK_OPTION);
    expect(withoutBlank(years).map((o) => o.value)).toEqual(['2025', '2024']);
    const countries = optionList('countries');
    expect(countries[0]?.value).toBe(BLANK_OPTION.value);
    expect(withoutBlank(countries)).toEqual(countries.slice(1));
  });

  it('leaves the countries that address services send as ISO codes, with their states', () => {
    const values = new Set(withoutBlank(optionList('countries')).map((o) => o.value));
    expect(Object.values(COUNTRY_OF_ISO2)).toEqual([...COUNTRIES_WITH_STATES]);
    for (const value of COUNTRIES_WITH_STATES) expect(values.has(value)).toBe(true);
  });
});
