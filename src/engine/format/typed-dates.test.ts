import { beforeAll, describe, expect, it } from 'vitest';
import { withDefinitions } from '../definitions/active-definitions';
import type { DefinitionSet } from '../definitions/definition-set';
import { DATE_NOT_REAL_TEXT } from '../definitions/engine-texts';
import { localize } from '../definitions/localize';
import { localizedSet, translationsOf } from '../definitions/localized-set';
import { seedDefinitions } from '../definitions/seed-definitions';
import { translationTexts, type FormLanguage } from '../definitions/translations';
import {
  dateExample,
  isoToTypedDate,
  printedDate,
  retypedDate,
  typedDateProblem,
  typedDateToIso,
} from './typed-dates';

const ENGLISH_MESSAGE = 'Enter a real date, for example 03/27/2008.';
const SPANISH_MESSAGE = 'Ingrese una fecha válida, por ejemplo, 27/03/2008.';

describe('typed dates: month first in English, day first in Spanish (issue 32)', () => {
  it.each<[FormLanguage, string, string]>([
    ['en', '03/27/2007', '2007-03-27'],
    ['en', '04/12/2007', '2007-04-12'],
    ['en', '02/29/2008', '2008-02-29'],
    ['en', '02/29/2007', ''],
    ['en', '02/30/2008', ''],
    ['en', '13/01/2008', ''],
    ['en', '27/03/2008', ''],
    ['en', '00/10/2008', ''],
    ['en', '03/27/20', ''],
    ['en', '01/01/0999', ''],
    ['en', '01/01/1000', '1000-01-01'],
    ['en', '', ''],
    ['es', '27/03/2007', '2007-03-27'],
    ['es', '12/04/2007', '2007-04-12'],
    ['es', '29/02/2008', '2008-02-29'],
    ['es', '29/02/2007', ''],
    ['es', '30/02/2008', ''],
    ['es', '31/04/2008', ''],
    ['es', '01/13/2008', ''],
    ['es', '03/27/2008', ''],
    ['es', '10/00/2008', ''],
    ['es', '27/03/20', ''],
    ['es', '01/01/0999', ''],
    ['es', '01/01/1000', '1000-01-01'],
    ['es', '', ''],
  ])('in %s, %s is stored as %j', (language, typed, iso) => {
    expect(typedDateToIso(typed, language)).toBe(iso);
  });

  it.each<[FormLanguage, string, string]>([
    ['en', '2007-04-12', '04/12/2007'],
    ['en', '2008-03-27', '03/27/2008'],
    ['en', '0050-01-02', '01/02/0050'],
    ['es', '2007-04-12', '12/04/2007'],
    ['es', '2008-03-27', '27/03/2008'],
    ['es', '0050-01-02', '02/01/0050'],
  ])('in %s, the stored %s reads %s, typed or printed', (language, iso, text) => {
    expect(isoToTypedDate(iso, language)).toBe(text);
    expect(printedDate(iso, language)).toBe(text);
  });

  it.each<FormLanguage>(['en', 'es'])(
    'in %s, a stored date comes back from its text unchanged',
    (language) => {
      for (const iso of ['2007-04-12', '2008-02-29', '1999-12-31', '2024-01-01'])
        expect(typedDateToIso(isoToTypedDate(iso, language), language)).toBe(iso);
    },
  );

  it.each<FormLanguage>(['en', 'es'])(
    'in %s, a value that is not a real ISO date has no text; one not ISO prints as it is',
    (language) => {
      for (const value of ['', '03/27/2007', '2007-02-30', 'sometime'])
        expect(isoToTypedDate(value, language)).toBe('');
      for (const value of ['', '03/27/2007', 'sometime'])
        expect(printedDate(value, language)).toBe(value);
    },
  );

  it('gives the example in each order', () => {
    expect(dateExample('en')).toBe('03/27/2008');
    expect(dateExample('es')).toBe('27/03/2008');
  });
});

describe('a date switched to the other language keeps naming the same day', () => {
  it.each<[FormLanguage, FormLanguage, string, string]>([
    ['en', 'es', '04/12/2007', '12/04/2007'],
    ['es', 'en', '12/04/2007', '04/12/2007'],
    ['en', 'es', '02/30/2008', '30/02/2008'],
    ['en', 'es', '04/12/20', '12/04/20'],
    ['en', 'es', '04/12/', '12/04/'],
    ['en', 'es', '04/12', '12/04'],
    ['en', 'es', '04/1', '04/1'],
    ['en', 'es', '', ''],
    ['en', 'en', '04/12/2007', '04/12/2007'],
    ['es', 'es', '12/04/2007', '12/04/2007'],
  ])('%s → %s: %j reads %j', (from, to, text, retyped) => {
    expect(retypedDate(text, from, to)).toBe(retyped);
  });

  it('so a real date switched reads as the stored answer in the new language', () => {
    const typed = '04/12/2007';
    const iso = typedDateToIso(typed, 'en');
    expect(typedDateToIso(retypedDate(typed, 'en', 'es'), 'es')).toBe(iso);
  });
});

describe('the not-a-real-date message (issue 14), in each language', () => {
  let spanish: DefinitionSet;
  beforeAll(async () => {
    spanish = await localizedSet(seedDefinitions(), 'es');
  });

  it.each([
    ['02/30/2008', ENGLISH_MESSAGE],
    ['13/01/2008', ENGLISH_MESSAGE],
    ['02/29/2007', ENGLISH_MESSAGE],
    ['02/29/2008', undefined],
    ['02/3', undefined],
    ['', undefined],
  ])('in English, %j says %j', (typed, message) => {
    expect(typedDateProblem(typed, 'en')).toBe(message);
  });

  it.each([
    ['30/02/2008', SPANISH_MESSAGE],
    ['01/13/2008', SPANISH_MESSAGE],
    ['29/02/2007', SPANISH_MESSAGE],
    ['02/30/2008', SPANISH_MESSAGE],
    ['29/02/2008', undefined],
    ['30/0', undefined],
    ['', undefined],
  ])('in Spanish, %j says %j', (typed, message) => {
    expect(withDefinitions(spanish, () => typedDateProblem(typed, 'es'))).toBe(message);
  });
});

describe('the not-a-real-date message on a version published before it existed (issue 32)', () => {
  it("reads in the engine's Spanish, not in English", async () => {
    // The seed's translations without the message's entry, as a version published by an
    // older build holds them; published versions never change.
    const { [DATE_NOT_REAL_TEXT]: _absent, ...texts } = translationTexts(
      await translationsOf(seedDefinitions()),
    );
    const older = localize(seedDefinitions(), 'es', { texts });
    expect(withDefinitions(older, () => typedDateProblem('31/02/2008', 'es'))).toBe(
      SPANISH_MESSAGE,
    );
  });
});
