// Option lists shown in the language read: alphabetical English lists in Spanish order (issue 32).
import { beforeAll, describe, expect, it } from 'vitest';
import { withDefinitions } from '../definitions/active-definitions';
import type { DefinitionSet } from '../definitions/definition-set';
import { localizedSet } from '../definitions/localized-set';
import { seedDefinitions } from '../definitions/seed-definitions';
import type { Option } from '../types';
import { alphabeticalRuns, inLanguageOrder } from './language-order';
import { optionList } from './option-list';

const list = (...labels: string[]): Option[] =>
  labels.map((label, i) => ({ label, value: label === '' ? '' : `v${i}` }));
const labels = (options: readonly Option[]) => options.map((o) => o.label);

describe('alphabeticalRuns', () => {
  it.each([
    ['a whole list', list('Belgium', 'Chile', 'Germany', 'Peru', 'Spain'), [[0, 5]]],
    ['after the blank', list('', 'Belgium', 'Chile', 'Germany', 'Peru', 'Spain'), [[1, 6]]],
    [
      'between pinned options',
      list('Undecided', 'Art', 'Biology', 'Chemistry', 'History', 'Music', 'Other', 'None'),
      [[1, 7]],
    ],
    [
      'each group of its own (states, then territories)',
      list(
        'Alabama',
        'Alaska',
        'Iowa',
        'Texas',
        'Wyoming',
        'American Samoa',
        'Guam',
        'Puerto Rico',
        'U.S. Virgin Islands',
        'Wake Island',
      ),
      [
        [0, 5],
        [5, 10],
      ],
    ],
    [
      'by initials ("U.S. Virgin Islands" among the U\'s)',
      list('Tonga', 'United States', 'U.S. Virgin Islands', 'Uruguay', 'Vanuatu'),
      [[0, 5]],
    ],
    [
      'none in a short list, alphabetical by chance',
      list('Female', 'Male', 'Nonbinary', 'Prefer not'),
      [],
    ],
    [
      'none in an order of meaning',
      list('Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force'),
      [],
    ],
    ['none among options without a letter', list('1', '2', '3', '4', '5', '100'), []],
  ])('finds %s', (_what, english, runs) => {
    expect(alphabeticalRuns(english)).toEqual(runs);
  });
});

describe('inLanguageOrder', () => {
  const english = list('', 'Austria', 'Belgium', 'Germany', 'Nicaragua', 'Niger', 'Spain', 'Other');
  const spanish = list(
    '',
    'Austria',
    'Bélgica',
    'Alemania',
    'Nicaragua',
    'Níger',
    'España',
    'Otro',
  );

  it.each([
    [
      'Spanish',
      'es',
      ['', 'Alemania', 'Austria', 'Bélgica', 'España', 'Nicaragua', 'Níger', 'Otro'],
    ],
    ['English (as written)', 'en', labels(spanish)],
  ])('sorts in %s', (_what, language, wanted) => {
    expect(labels(inLanguageOrder(spanish, english, language))).toEqual(wanted);
  });

  it.each([
    [
      'accents as their letter',
      ['Ébano', 'Eco', 'Zeta', 'Ámbar', 'Bote'],
      ['Ámbar', 'Bote', 'Ébano', 'Eco', 'Zeta'],
    ],
    [
      'ñ after n',
      ['Ñandú', 'Oso', 'Nutria', 'Mono', 'Lobo'],
      ['Lobo', 'Mono', 'Nutria', 'Ñandú', 'Oso'],
    ],
  ])('puts %s', (_what, shown, wanted) => {
    const written = list('Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo');
    expect(labels(inLanguageOrder(list(...shown), written, 'es'))).toEqual(wanted);
  });

  it('keeps each code with its label', () => {
    const ordered = inLanguageOrder(spanish, english, 'es');
    for (const option of ordered)
      expect(option).toEqual(spanish.find((o) => o.value === option.value));
  });
});

describe('the shipped lists in Spanish', () => {
  let shown: DefinitionSet;
  beforeAll(async () => {
    shown = await localizedSet(seedDefinitions(), 'es');
  });
  const inSpanish = (name: string) => withDefinitions(shown, () => optionList(name));
  const before = (options: readonly Option[], a: string, b: string) =>
    options.findIndex((o) => o.value === a) < options.findIndex((o) => o.value === b);

  it.each([
    ['countries', 'DEU', 'BEL', 'Alemania before Bélgica'],
    ['countries', 'ESP', 'FRA', 'España before Francia'],
    ['countriesNoUsa', 'DEU', 'AUT', 'Alemania before Austria'],
    ['usStates', 'North Carolina', 'Colorado', 'Carolina del Norte before Colorado'],
    [
      'canadianProvinces',
      'Prince Edward Island',
      'Manitoba',
      'Isla del Príncipe … before Manitoba',
    ],
  ])('%s: %s after %s in English, %s', (name, a, b) => {
    expect(before(optionList(name), a, b)).toBe(false);
    expect(before(inSpanish(name), a, b)).toBe(true);
  });

  it('keeps the pinned options and the groups where the form puts them', () => {
    const countries = inSpanish('countriesUsaSecond');
    expect(countries.slice(0, 3).map((o) => o.label)).toEqual([
      '--',
      'Estados Unidos',
      'Afganistán',
    ]);
    const states = inSpanish('usStates').map((o) => o.value);
    expect(states.indexOf('Wyoming')).toBeLessThan(states.indexOf('Guam'));
    expect(inSpanish('majors')[1]?.label).toBe('Sin decidir / Exploratorio');
    expect(inSpanish('religions').at(-1)?.label).toBe('Prefiero no decirlo');
  });

  it('sorts nothing in English and keeps every option', () => {
    const spanishCountries = inSpanish('countries');
    expect(labels(spanishCountries)).toEqual(
      [...labels(spanishCountries)].sort((a, b) =>
        a === '--' ? -1 : b === '--' ? 1 : a.localeCompare(b, 'es'),
      ),
    );
    expect(new Set(spanishCountries.map((o) => o.value))).toEqual(
      new Set(optionList('countries').map((o) => o.value)),
    );
    expect(optionList('countries')[1]?.label).toBe('Afghanistan');
  });
});
