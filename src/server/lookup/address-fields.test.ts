import { afterEach, describe, expect, it } from 'vitest';
import { activateDefinitions, definitionSetOf, seedDefinitions, seedFiles } from '../../engine';
import { countryValue, stateValue } from './address-fields';

const COUNTRIES = 'forms/options/countries.json';
const STATES = 'forms/options/stateAndProvince.json';

/** The seed with one more country and one more state, as a newly published version. */
function publishedWith(country: object, state: object) {
  return definitionSetOf({
    ...seedFiles,
    [COUNTRIES]: [...(seedFiles[COUNTRIES] as object[]), country],
    [STATES]: [...(seedFiles[STATES] as object[]), state],
  });
}

describe('address fields', () => {
  afterEach(() => activateDefinitions(seedDefinitions()));

  it('match against the lists of the version active when called', () => {
    expect(countryValue(undefined, 'Freedonia')).toBe('');
    expect(stateValue('USA', 'Jefferson')).toBe('');
    activateDefinitions(
      publishedWith(
        { label: 'Freedonia', value: 'FRE' },
        { label: 'Jefferson', value: 'Jefferson' },
      ),
    );
    expect(countryValue(undefined, 'Freedonia')).toBe('FRE');
    expect(stateValue('USA', 'Jefferson')).toBe('Jefferson');
    activateDefinitions(seedDefinitions());
    expect(countryValue(undefined, 'Freedonia')).toBe('');
  });
});
