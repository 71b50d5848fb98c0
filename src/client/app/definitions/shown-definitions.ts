import {
  activateDefinitions,
  activeDefinitions,
  PAGE_IDS,
  type DefinitionSet,
  type FormLanguage,
} from '../../../engine';
import { languageStore } from '../../i18n/language-store';
import { stepTitlesStore } from './step-titles';
import { withLanguageTexts } from './version-sets';

/** The set the pages follow, as its version holds it (English); the engine runs it localized. */
let followed: DefinitionSet | undefined;
/** The language asked for last; until then, the shell's. */
let language: FormLanguage | undefined;

/** Makes `set` (already in the applicant's language) the one the engine and the steps use. */
export function activateShown(set: DefinitionSet): void {
  if (activeDefinitions() !== set) activateDefinitions(set);
  stepTitlesStore.setState(Object.fromEntries(PAGE_IDS.map((id) => [id, set.pages[id].title])));
}

/**
 * The set in `wanted`: English is the set itself; the code that localizes, and a fetched
 * version's translations, load only when another language is asked for, so an English first
 * load carries neither.
 */
async function inLanguage(set: DefinitionSet, wanted: FormLanguage): Promise<DefinitionSet> {
  if (wanted === 'en') return set;
  const [{ localizedSet }, texts] = await Promise.all([
    import('../../../engine/definitions/localized-set'),
    withLanguageTexts(set, wanted),
  ]);
  return localizedSet(texts, wanted);
}

/**
 * Shows the followed set in the applicant's language (issue 32): a new version to follow, a new
 * language, or either (left out: the one in effect). Spanish loads the version's translations
 * first; what the applicant typed stays in the answers store. A later call wins over one still
 * loading.
 */
export async function showDefinitions(
  next: { set?: DefinitionSet; language?: FormLanguage } = {},
): Promise<void> {
  const set = (followed = next.set ?? followed);
  const wanted = (language = next.language ?? language ?? languageStore.getState().language);
  // No form shown yet (an account card): the site's texts in this language, the first form
  // followed in it too.
  if (!set) {
    const { localizedSeedSite } = await import('../../../engine/definitions/localized-set');
    const frame = await localizedSeedSite(wanted);
    if (!followed && language === wanted) activateDefinitions(frame);
    return;
  }
  const shown = await inLanguage(set, wanted);
  if (followed === set && language === wanted) activateShown(shown);
}
