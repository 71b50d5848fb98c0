// The words a suggestion shows besides its names, in the language the applicant reads (issue
// 32): a country as the form's country list names it in that language, and the note on a sample
// school. School and place names are proper names and stay as they are.
import type { Language } from '../../contracts/language';
import {
  activeDefinitions,
  localizedSet,
  optionList,
  withDefinitions,
  withoutBlank,
} from '../../engine';
import { catalogueText } from '../language/catalogue-text';
import en from './texts/en.json';
import es from './texts/es.json';

const LOOKUP_TEXTS: Record<Language, Record<keyof typeof en, string>> = { en, es };

export interface LookupWords {
  /** A country code's name ("USA": "United States", "Estados Unidos"); undefined when unlisted. */
  country(value: string): string | undefined;
  /** A sample school's place, said to be sample data. */
  samplePlace(place: string): string;
}

/** The live version's words in `language`. */
export async function lookupWords(language: Language): Promise<LookupWords> {
  const shown = await localizedSet(activeDefinitions(), language);
  const countries = withoutBlank(withDefinitions(shown, () => optionList('countries')));
  return {
    country: (value) => countries.find((o) => o.value === value)?.label,
    samplePlace: (place) => catalogueText(LOOKUP_TEXTS, language, 'samplePlace', { place }),
  };
}
