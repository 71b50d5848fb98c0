import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { expect, type Page } from '@playwright/test';
import en from '../../../src/client/i18n/messages/en.json' with { type: 'json' };
import es from '../../../src/client/i18n/messages/es.json' with { type: 'json' };
// The engine's modules themselves, not its index: Playwright loads specs without the bundler.
import {
  applicantTexts,
  type ApplicantText,
} from '../../../src/engine/definitions/applicant-texts';
import { ENGINE_TEXTS } from '../../../src/engine/definitions/engine-texts';
import { ENGINE_TRANSLATIONS } from '../../../src/engine/definitions/engine-translations';
import { translationTexts } from '../../../src/engine/definitions/translations';
import { BUNDLE_FILES } from '../../../src/engine/lint/bundle-files';
import { readFormFiles } from '../../../src/server/forms/repository-files';
import replies from '../../../src/server/language/replies/es.json' with { type: 'json' };
import lookupEn from '../../../src/server/lookup/texts/en.json' with { type: 'json' };
import lookupEs from '../../../src/server/lookup/texts/es.json' with { type: 'json' };
import mailEn from '../../../src/server/mail/texts/en.json' with { type: 'json' };
import mailEs from '../../../src/server/mail/texts/es.json' with { type: 'json' };
import pdfEn from '../../../src/server/pdf/texts/en.json' with { type: 'json' };
import pdfEs from '../../../src/server/pdf/texts/es.json' with { type: 'json' };

/**
 * English pieces that may stay on a Spanish page, each the same word in both languages or a
 * name. Every other piece of an English text (`icuPieces`, `formPieces`) is looked for,
 * however short, even where its Spanish is written the same: only the place names of the
 * forms' option lists (countries, states, provinces) are left out whole when their Spanish is
 * the English (Colorado, Chile, Ontario).
 */
const SAME_IN_BOTH: ReadonlyMap<string, string> = new Map([
  ['English', 'the language switch on a Spanish page: its name in its own language'],
  ['Español', 'the switch on an English page, a Spanish word in the English catalogue'],
  ['Error', 'Spanish "error" is spelled the same (a dialog title, the toast of a failure)'],
  ['Error:', 'the same word, as the prefix of a field message'],
  ['No', 'Spanish "no" is spelled the same (the answer to a yes-or-no question)'],
  ['Dr.', 'a name prefix written the same in Spanish'],
  ['Mx.', 'a name prefix written the same in Spanish'],
  ['Jr.', 'a name suffix, part of the name in either language'],
  ['Sr.', 'a name suffix, part of the name ("Sr." is also Spanish for Mr.)'],
  ['II', 'a name suffix (a numeral)'],
  ['III', 'a name suffix (a numeral)'],
  ['IV', 'a name suffix (a numeral)'],
  ['Congo', 'a place name the same in Spanish: "República del Congo"'],
  ['Hong Kong', 'a place name the same in Spanish: "RAE de Hong Kong (China)"'],
  ['Macao', 'a place name the same in Spanish: "RAE de Macao (China)"'],
  ['Myanmar', 'a place name the same in Spanish: "Myanmar (Birmania)"'],
]);
/** Names the sample answers hold that are also English texts (Jordan, a country). */
const ANSWERED_NAMES = new Set(['Jordan']);

const HAS_LETTER = /\p{L}/u;

/** The texts of a piece list worth looking for: with a letter, not the same in both. */
const lookedFor = (pieces: string[]) =>
  pieces
    .map((piece) => piece.trim())
    .filter((piece) => HAS_LETTER.test(piece) && !SAME_IN_BOTH.has(piece));

/**
 * The words of an ICU message between its placeholders, tags and plural or select choices
 * (each choice's words its own pieces): what a page shows of it, whatever fills the rest.
 */
function icuPieces(message: string): string[] {
  const pieces: string[] = [];
  let run = '';
  const cut = () => {
    pieces.push(run);
    run = '';
  };
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element)) {
        run += element.value;
        continue;
      }
      cut();
      if (isTagElement(element)) walk(element.children);
      else if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) {
          walk(option.value);
          cut();
        }
      cut();
    }
  };
  walk(parse(message));
  cut();
  return lookedFor(pieces);
}

/** The words of a form text around its placeholders ({site.name}) and tags. */
const formPieces = (text: string) => lookedFor(text.split(/\{[^}]*\}|<\/?\w+>/));

/** A catalogue's English texts (all of them: one the Spanish left as it is is looked for). */
const textsOf = (catalogue: Record<string, string>) => Object.values(catalogue);

const read = readFormFiles();
if ('problems' in read) throw new Error('the repository’s definitions do not parse');
const FORM_FILES = read.files;

/**
 * The institution's proper names, which stay as they are in Spanish (docs/spanish-glossary.md):
 * its name, short name, address and office, and its help address, from forms/site.json. Each
 * is taken out of a text before English is looked for in it ("Office of Undergraduate
 * Admission" is no English "of").
 */
const PROPER_NAMES: readonly string[] = (() => {
  const site = FORM_FILES[BUNDLE_FILES.site] as {
    name: string;
    shortName: string;
    address: Record<string, string>;
    help: { office: string; email: string };
  };
  const names = [site.name, site.shortName, ...Object.values(site.address), site.help.office];
  return [...names, site.help.email].sort((a, b) => b.length - a.length);
})();

/** Where the forms list place names, whose Spanish is often the English itself. */
const isPlaceName = ({ file, pointer }: ApplicantText) =>
  file === BUNDLE_FILES.options.countries ||
  file === BUNDLE_FILES.options.stateAndProvince ||
  (file === BUNDLE_FILES.options.lists && pointer.startsWith('/canadianProvinces/'));

/**
 * The forms' English: every applicant text of the repository's definitions but a place name
 * the same in Spanish (Colorado, Chile), the translations file's keys (lint-forms keeps them to
 * the applicant texts and the engine's) and the engine's own messages ("Please check this
 * answer.", whose Spanish is the engine's, not the file's).
 */
function formsEnglish(): string[] {
  const spanish = translationTexts(FORM_FILES[BUNDLE_FILES.translations]);
  const places = new Set(
    applicantTexts(FORM_FILES)
      .filter((found) => isPlaceName(found) && spanish[found.text] === found.text)
      .map(({ text }) => text),
  );
  const texts = [
    ...applicantTexts(FORM_FILES).map(({ text }) => text),
    ...Object.keys(spanish),
    ...ENGINE_TEXTS,
  ];
  return texts.filter((text) => !places.has(text));
}

/**
 * Every English text a Spanish page, PDF or e-mail must not show: the shell's catalogue (with
 * the engine's account, password and file rules it translates), the forms and the engine's
 * form messages, the server's refusals (replies/es.json is keyed by their English), the
 * lookup's words, and the e-mails' and the PDF's texts (the PDF's header words are the print
 * header's).
 */
export const ENGLISH_ONLY: readonly string[] = [
  ...new Set([
    ...[
      ...textsOf(en),
      ...Object.keys(replies),
      ...textsOf(lookupEn),
      ...textsOf(mailEn),
      ...textsOf(pdfEn),
    ].flatMap(icuPieces),
    ...formsEnglish()
      .flatMap(formPieces)
      .filter((piece) => !ANSWERED_NAMES.has(piece)),
  ]),
];

/**
 * Every Spanish text an applicant can be shown, as the words it shows (its placeholders'
 * names left out): the shell's catalogue, the forms' translations and the engine's messages, the
 * server's refusals, the lookup's words, the e-mails and the PDF. Most are seen only in states no walk reaches (a refusal, a rate limit).
 */
export function spanishTexts(): string {
  const translated = {
    ...ENGINE_TRANSLATIONS.es,
    ...translationTexts(FORM_FILES[BUNDLE_FILES.translations]),
  };
  const messages = [es, replies, lookupEs, mailEs, pdfEs].flatMap((texts) => Object.values(texts));
  return [...messages.flatMap(icuPieces), ...Object.values(translated).flatMap(formPieces)].join(
    '\n',
  );
}

/** The elements whose attributes a reader meets: names, hints, pictures' texts, combobox values. */
const NAMED = '[aria-label], [placeholder], [title], [alt], input[role="combobox"]';

/**
 * The texts a reader meets on the page (or inside `within`, itself included): what it shows,
 * the names and hints screen readers read, the values the comboboxes show, and the title.
 */
async function shownTexts(page: Page, within: string): Promise<string> {
  const root = page.locator(within);
  const texts = await root.allInnerTexts();
  const attributes = await root.evaluateAll(
    (roots, named) =>
      roots
        .flatMap((r) => [r, ...r.querySelectorAll(named)])
        .filter((e) => e.matches(named))
        .map((e) =>
          [
            e.getAttribute('aria-label'),
            e.getAttribute('placeholder'),
            e.getAttribute('title'),
            e.getAttribute('alt'),
            e instanceof HTMLInputElement ? e.value : '',
          ].join(' '),
        ),
    NAMED,
  );
  return [...texts, ...attributes, await page.title()].join('\n');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `piece` as a word: "Parent" is no English in "Parentesco", nor "Help" in "Helper". */
const asWord = (piece: string) => new RegExp(`(?<!\\p{L})${escaped(piece)}(?!\\p{L})`, 'u');

/**
 * The English pieces found in `text`, each with the words around it: a short word ("OK",
 * "Back") counts as much as a sentence.
 */
export function englishIn(shown: string): string[] {
  const text = PROPER_NAMES.reduce((left, name) => left.replaceAll(name, '·'), shown);
  return ENGLISH_ONLY.flatMap((piece) => {
    const at = asWord(piece).exec(text)?.index;
    if (at === undefined) return [];
    const around = text.slice(Math.max(0, at - 40), at + piece.length + 40).replace(/\s+/g, ' ');
    return [`${piece} (in “${around}”)`];
  });
}

/** No English is shown inside `within` (the whole page by default). */
export async function expectNoEnglish(page: Page, within = 'body'): Promise<void> {
  expect(englishIn(await shownTexts(page, within))).toEqual([]);
}

/** No English in a text read elsewhere (the PDF copy, an e-mail), named in the failure. */
export function expectNoEnglishIn(text: string, what: string): void {
  expect(englishIn(text), `English left in ${what}`).toEqual([]);
}
