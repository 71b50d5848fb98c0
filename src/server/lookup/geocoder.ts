import type { GeocoderConfig } from '../config';
import { countryValue, encodeAddressId, stateValue, type AddressFields } from './address-fields';
import type { LookupWords } from './lookup-words';
import type { Suggestion } from '../../contracts/lookup';

type Json = Record<string, unknown>;
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Where Photon's properties and Nominatim's address details keep the same things. */
interface Dialect {
  house: string;
  road: string;
  /** The first of these that is set names the city. */
  places: readonly string[];
  code: string;
}
const PHOTON: Dialect = {
  house: 'housenumber',
  road: 'street',
  places: ['city', 'town', 'village', 'district'],
  code: 'countrycode',
};
const NOMINATIM: Dialect = {
  house: 'house_number',
  road: 'road',
  places: ['city', 'town', 'village', 'hamlet'],
  code: 'country_code',
};

interface Place {
  line1: string;
  city: string;
  state: string;
  zip: string;
  code: string;
  country: string;
}

function placeOf(fields: Json, name: unknown, dialect: Dialect): Place {
  const street = [str(fields[dialect.house]), str(fields[dialect.road])].filter(Boolean).join(' ');
  return {
    line1: street || str(name),
    city: dialect.places.map((key) => str(fields[key])).find(Boolean) ?? '',
    state: str(fields.state),
    zip: str(fields.postcode),
    code: str(fields[dialect.code]),
    country: str(fields.country),
  };
}

/** Photon (GeoJSON features) and Nominatim (jsonv2 with addressdetails) results, as one shape. */
function placesOf(body: unknown): Place[] {
  if (body && typeof body === 'object' && Array.isArray((body as Json).features)) {
    return ((body as Json).features as Json[]).map((feature) => {
      const properties = (feature.properties ?? {}) as Json;
      return placeOf(properties, properties.name, PHOTON);
    });
  }
  if (Array.isArray(body))
    return (body as Json[]).map((place) =>
      placeOf((place.address ?? {}) as Json, place.name, NOMINATIM),
    );
  return [];
}

/**
 * Asks a Photon- or Nominatim-compatible geocoder (GEOCODER_URL) for addresses. A slow or
 * failing geocoder gives no suggestions rather than an error: the caller falls back.
 */
export async function geocode(
  config: GeocoderConfig,
  text: string,
  max: number,
  words: LookupWords,
): Promise<Suggestion[] | undefined> {
  const url = new URL(config.url);
  url.searchParams.set('q', text);
  url.searchParams.set('limit', String(max));
  if (config.kind === 'nominatim') {
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
  }
  let body: unknown;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    body = await response.json();
  } catch {
    return undefined;
  }
  return placesOf(body)
    .filter((place) => place.line1 !== '' || place.city !== '')
    .slice(0, max)
    .map((place) => {
      const country = countryValue(place.code, place.country);
      const fields: AddressFields = {
        address_line_1: place.line1,
        city: place.city,
        state: stateValue(country, place.state),
        zip: place.zip,
        country,
      };
      const where = [place.city, place.state, place.zip].filter(Boolean).join(', ');
      // The country as the form names it in the language read; the geocoder's own name else.
      const countryName = words.country(country) ?? place.country;
      return {
        text: place.line1 || where,
        id: encodeAddressId(fields),
        sub_text: [place.line1 ? where : '', countryName].filter(Boolean).join(' - '),
      };
    });
}
