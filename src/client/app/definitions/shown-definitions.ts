import {
  activateDefinitions,
  activeDefinitions,
  localizedSet,
  PAGE_IDS,
  type DefinitionSet,
  type FormLanguage,
} from '../../../engine';
import { languageStore } from '../../i18n/language-store';
import { stepTitlesStore } from './step-titles';

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
 * Shows the followed set in the applicant's language (issue 32): a new version to follow, a new
 * language, or either (left out: the one in effect). Spanish loads the version's translations
 * first; what the applicant typed stays in the answers store. A later call wins over one still
 * loading.
 */
export async function showDefinitions(
  next: { set?: DefinitionSet; language?: FormLanguage } = {},
): Promise<void> {
  const set = (followed = next.set ?? followed ?? activeDefinitions());
  const wanted = (language = next.language ?? language ?? languageStore.getState().language);
  const shown = await localizedSet(set, wanted);
  if (followed === set && language === wanted) activateShown(shown);
}
