// Issue 32: every text an applicant reads has its Spanish, every Spanish text still has its
// English, and both hold the same {placeholders}. The English texts are the definitions' own
// (applicant-texts.ts) and the engine's messages (engine-texts.ts). The engine's messages carry
// their own Spanish, so a version need not translate them; one that rewords them is checked.
import { applicantTexts, type ApplicantText } from '../definitions/applicant-texts';
import { ENGINE_TEXTS } from '../definitions/engine-texts';
import { placeholdersOf, translationTexts } from '../definitions/translations';
import type { DefinitionBundle } from './bundle-files';
import { pointerOf } from './problem';

type Report = (file: string, pointer: string, message: string) => void;

/** The bundle's files by name, as a version holds them. */
function filesOf(bundle: DefinitionBundle): Record<string, unknown> {
  const { pages, pageSchemas, options, site } = bundle;
  const all = [...pages, ...pageSchemas, ...Object.values(options), site];
  return Object.fromEntries(all.map(({ file, data }) => [file, data]));
}

const listed = (placeholders: readonly string[]) =>
  placeholders.length > 0 ? placeholders.join(' ') : 'none';

export function checkTranslations(bundle: DefinitionBundle, report: Report): void {
  const { file } = bundle.translations;
  const texts = translationTexts(bundle.translations.data);
  const firstPlace = new Map<string, ApplicantText>();
  for (const found of applicantTexts(filesOf(bundle)))
    if (!firstPlace.has(found.text)) firstPlace.set(found.text, found);

  for (const { text, file: where, pointer } of firstPlace.values())
    if (!Object.hasOwn(texts, text))
      report(where, pointer, `"${text}" has no Spanish text in ${file}`);

  for (const [english, spanish] of Object.entries(texts)) {
    const pointer = pointerOf('texts', english);
    if (!firstPlace.has(english) && !ENGINE_TEXTS.some((text) => text === english)) {
      report(
        file,
        pointer,
        'no text an applicant reads is this English text any more: correct it or remove the entry',
      );
      continue;
    }
    const wanted = placeholdersOf(english);
    const given = placeholdersOf(spanish);
    if (wanted.join(' ') !== given.join(' '))
      report(
        file,
        pointer,
        `the Spanish text's placeholders (${listed(given)}) differ from the English text's (${listed(wanted)})`,
      );
  }
}
