import type { GeocoderConfig } from '../config';
import type { Queryable } from '../db/database';
import { decodeAddressId } from './address-fields';
import { geocode } from './geocoder';
import type { LookupWords } from './lookup-words';
import type { LookupCategory, LookupDetail, Suggestion } from '../../contracts/lookup';
import { schoolDetail, searchSchools } from './schools';

/**
 * Suggestions for a category, their sub-texts in `words`' language; the geocoder first when
 * configured, the bundled ZIP data otherwise.
 */
export async function findSuggestions(
  db: Queryable,
  geocoder: GeocoderConfig | undefined,
  category: LookupCategory,
  text: string,
  max: number,
  words: LookupWords,
): Promise<Suggestion[]> {
  if (category !== 'address') return searchSchools(db, category, text, max, words);
  const fromGeocoder =
    geocoder && text.trim().length >= 3 ? await geocode(geocoder, text, max, words) : undefined;
  if (fromGeocoder && fromGeocoder.length > 0) return fromGeocoder;
  // The ZIP table (zipcodes, about 0.3 s to load) is read on the first address lookup, not at start.
  const { zipSuggestions } = await import('./zip-places');
  return zipSuggestions(text, max, words);
}

export async function findDetail(
  db: Queryable,
  category: LookupCategory,
  id: string,
): Promise<LookupDetail | undefined> {
  return category === 'address' ? decodeAddressId(id) : schoolDetail(db, category, id);
}
