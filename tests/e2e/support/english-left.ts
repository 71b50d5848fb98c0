import { expect, type Page } from '@playwright/test';
import en from '../../../src/client/i18n/messages/en.json' with { type: 'json' };
import es from '../../../src/client/i18n/messages/es.json' with { type: 'json' };
// The engine's modules themselves, not its index: Playwright loads specs without the bundler.
import { applicantTexts } from '../../../src/engine/definitions/applicant-texts';
import { translationTexts } from '../../../src/engine/definitions/translations';
import { BUNDLE_FILES } from '../../../src/engine/lint/bundle-files';
import { readFormFiles } from '../../../src/server/forms/repository-files';

/**
 * English that may stay on a Spanish page: words the same in both languages, and the language
 * switch's name, "English", written in its own language. The forms' texts whose Spanish is the
 * English text itself (Colorado, Jr.) and proper names (the institution's, its offices') are
 * never looked for.
 */
const SAME_IN_BOTH = new Set(['Error', 'Error: ', 'Email address', 'English']);
/** Names the sample answers hold that are also English texts (Jordan, a country). */
const ANSWERED_NAMES = new Set(['Jordan']);

/** The words around a placeholder or tag, long enough to be English text and not a name. */
const pieces = (text: string) =>
  text
    .split(/\{[^}]*\}|<\/?\w+>/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 6);

function formsEnglish(): string[] {
  const read = readFormFiles();
  if ('problems' in read) throw new Error('the repository’s definitions do not parse');
  const spanish = translationTexts(read.files[BUNDLE_FILES.translations]);
  return applicantTexts(read.files)
    .map(({ text }) => text)
    .filter((text) => spanish[text] !== text);
}

/** Every English text of the shell's catalogue and of the forms that a Spanish page must not show. */
export const ENGLISH_ONLY: readonly string[] = [
  ...new Set([
    ...Object.entries(en)
      .filter(([key, text]) => es[key as keyof typeof es] !== text && !SAME_IN_BOTH.has(text))
      .flatMap(([, text]) => pieces(text)),
    ...formsEnglish()
      .flatMap(pieces)
      .filter((piece) => !SAME_IN_BOTH.has(piece) && !ANSWERED_NAMES.has(piece)),
  ]),
];

/**
 * The texts a reader meets on the page (or inside `within`): what it shows, the names and
 * hints screen readers read, the values the comboboxes show, and the title.
 */
async function shownTexts(page: Page, within: string): Promise<string> {
  const root = page.locator(within);
  const texts = await root.allInnerTexts();
  const attributes = await root
    .locator('[aria-label], [placeholder], [title], input[role="combobox"]')
    .evaluateAll((elements) =>
      elements.map((e) =>
        [
          e.getAttribute('aria-label'),
          e.getAttribute('placeholder'),
          e.getAttribute('title'),
          e instanceof HTMLInputElement ? e.value : '',
        ].join(' '),
      ),
    );
  return [...texts, ...attributes, await page.title()].join('\n');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** No English of the catalogue or the forms is shown inside `within` (the whole page by default). */
export async function expectNoEnglish(page: Page, within = 'body'): Promise<void> {
  const shown = await shownTexts(page, within);
  // As words: "Parent" is no English in "Parentesco".
  const found = ENGLISH_ONLY.filter((piece) =>
    new RegExp(`(?<!\\p{L})${escaped(piece)}(?!\\p{L})`, 'u').test(shown),
  );
  expect(found).toEqual([]);
}
