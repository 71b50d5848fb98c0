import type { ErrorObject } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { optionList } from '../options/option-list';
import type { ContentNode, QuestionNode, SectionNode } from '../types';
import { validatePage } from '../validation/validate-page';
import { toFieldErrors } from '../validation/errors-to-messages';
import { withDefinitions } from './active-definitions';
import type { DefinitionSet } from './definition-set';
import { localize } from './localize';
import { localizedSeedSite, localizedSet } from './localized-set';
import { seedDefinitions } from './seed-definitions';
import { storedLabel } from './stored-label';
import { placeholdersOf } from './translations';
import { findNode } from './walk';

const english = seedDefinitions();
let spanish: DefinitionSet;
beforeAll(async () => {
  spanish = await localizedSet(english, 'es');
});

const question = (set: DefinitionSet, key: string) =>
  findNode(set.pages.about.nodes, (n): n is QuestionNode => n.kind === 'question' && n.key === key);
const housing = (set: DefinitionSet) =>
  findNode(
    set.pages.education.nodes,
    (n): n is ContentNode => n.kind === 'content' && n.id === 'housing_link',
  );

describe('localize', () => {
  it('gives the English set itself for English', () => {
    expect(localize(english, 'en', { texts: { 'About You': 'Sobre usted' } })).toBe(english);
  });

  it('makes each set in Spanish once', async () => {
    expect(await localizedSet(english, 'es')).toBe(spanish);
    expect(spanish.language).toBe('es');
  });

  it.each([
    ['a page title', (s: DefinitionSet) => s.pages.about.title, 'Sobre usted'],
    [
      'a section title',
      (s: DefinitionSet) => (s.pages.about.nodes[0] as SectionNode).title,
      'Información personal',
    ],
    ['a label', (s: DefinitionSet) => question(s, 'first_name')?.label, 'Nombre'],
    [
      'a hint',
      (s: DefinitionSet) => question(s, 'preferred_name')?.hint,
      'El nombre con el que prefiere que nos dirijamos a usted, si es distinto de su nombre.',
    ],
    [
      'a paragraph',
      (s: DefinitionSet) => housing(s)?.paragraphs[0],
      'Conozca las residencias estudiantiles y los planes de comidas.',
    ],
    [
      'a link with a site placeholder, filled after translating',
      (s: DefinitionSet) => housing(s)?.links?.[0]?.label,
      'Vivienda en Sample University',
    ],
    [
      'a site text',
      (s: DefinitionSet) => s.site.privacyNotice[0]?.slice(0, 22),
      'Sample University usa ',
    ],
    [
      'a page-schema message',
      (s: DefinitionSet) =>
        JSON.stringify(s.pageSchemas.about).includes('"El nombre es obligatorio."'),
      true,
    ],
    ['a proper name in site.json', (s: DefinitionSet) => s.site.name, 'Sample University'],
    ['an answer key', (s: DefinitionSet) => question(s, 'first_name')?.key, 'first_name'],
  ])('translates %s', (_what, read, wanted) => {
    expect(read(spanish)).toEqual(wanted);
  });

  it.each([
    ['yesNo', 'Y', 'Sí'],
    ['months', '1', 'enero'],
    ['stateAndProvince', 'New York', 'Nueva York'],
    ['stateAndProvince', 'British Columbia', 'Columbia Británica'],
    ['countries', 'MEX', 'México'],
  ])('gives the %s list the label %s → %s and keeps the code', (list, value, label) => {
    const options = withDefinitions(spanish, () => optionList(list));
    expect(options.find((o) => o.value === value)?.label).toBe(label);
  });

  // Runs on the fixture and the shipped definitions, whose letters differ.
  it("translates site.json's decision letters, their {fields} as they are", () => {
    const letters = (set: DefinitionSet) => set.site.decisions.map((option) => option.letter);
    expect(letters(spanish).length).toBeGreaterThan(0);
    letters(spanish).forEach((letter, i) => {
      const original = letters(english)[i] ?? '';
      expect(letter).not.toBe(original);
      expect(placeholdersOf(letter)).toEqual(placeholdersOf(original));
    });
  });

  it('leaves a text without a translation in English', () => {
    const set = localize(english, 'es', { texts: {} });
    expect(set.pages.about.title).toBe('About You');
    expect(set).not.toBe(english);
  });

  it('writes validation messages in Spanish, placeholders filled', () => {
    expect(
      withDefinitions(spanish, () => validatePage('about', { first_name: '' })).first_name,
    ).toEqual(['El nombre es obligatorio.']);
    // The browser's generated validators carry the English message; the set translates it.
    const error = {
      keyword: 'errorMessage',
      instancePath: '/mailing_addr_effective_date',
      message: 'The minimum supported year is {limit}',
      params: { errors: [{ keyword: 'minYearOffset', params: { limit: 2020 } }] },
    } as unknown as ErrorObject;
    expect(withDefinitions(spanish, () => toFieldErrors([error]))).toEqual([
      { key: 'mailing_addr_effective_date', message: 'El primer año admitido es 2020' },
    ]);
  });

  it('stores the English label of a code chosen in Spanish (key_desc), whatever was shown', () => {
    expect(withDefinitions(spanish, () => storedLabel('gender', 'F', {}, 'Femenino'))).toBe(
      'Female',
    );
    expect(withDefinitions(spanish, () => storedLabel('gender', 'Q', {}, 'Otro'))).toBe('Otro');
    expect(withDefinitions(english, () => storedLabel('gender', 'F', {}, 'Female'))).toBe('Female');
  });
});

describe('localizedSeedSite (a page without a form, issue 32)', () => {
  it("has the site's applicant texts in Spanish and its proper names as they are", async () => {
    const frame = await localizedSeedSite('es');
    expect(frame.language).toBe('es');
    expect(frame.site.help.hours).toBe(
      'de lunes a viernes, de 8:30 a. m. a 5:00 p. m., hora de la montaña',
    );
    expect(frame.site.privacyNotice).toEqual(spanish.site.privacyNotice);
    expect(frame.site.privacyNotice).not.toEqual(english.site.privacyNotice);
    expect(frame.site.name).toBe(english.site.name);
    expect(frame.site.help.office).toBe(english.site.help.office);
  });

  it('reads everything else from the seed, and is the seed in English', async () => {
    expect((await localizedSeedSite('es')).pages).toBe(english.pages);
    const plain = await localizedSeedSite('en');
    expect(plain.site).toBe(english.site);
    expect(plain.language).toBe('en');
  });
});
