import {
  COUNTRIES_WITH_STATES,
  COUNTRY_OF_ISO2,
  DEFAULT_MAX_LENGTH,
  optionList,
  perDefinitions,
  withoutBlank,
} from '../../engine';
import type { LookupDetail } from '../../contracts/lookup';

export interface AddressFields {
  address_line_1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

// The lists of the live version at each call: staff may publish another while the server runs.
const lists = perDefinitions(() => ({
  countries: withoutBlank(optionList('countries')),
  states: withoutBlank(optionList('stateAndProvince')),
}));

/** A country code of the options list from an ISO alpha-2 code or a country name; '' when unknown. */
export function countryValue(code: string | undefined, name: string | undefined): string {
  const byCode = code ? COUNTRY_OF_ISO2[code.toUpperCase()] : undefined;
  if (byCode) return byCode;
  const wanted = (name ?? '').trim().toLowerCase();
  return (
    lists().countries.find(
      (o) => o.label.toLowerCase() === wanted || o.value.toLowerCase() === wanted,
    )?.value ?? ''
  );
}

/** The state or province as its option value ("Colorado"), only for countries that have them. */
export function stateValue(country: string, state: string | undefined): string {
  if (!(COUNTRIES_WITH_STATES as readonly string[]).includes(country)) return '';
  const wanted = (state ?? '').trim().toLowerCase();
  return lists().states.find((o) => o.label.toLowerCase() === wanted)?.value ?? '';
}

const clip = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, DEFAULT_MAX_LENGTH) : '';

/**
 * An address suggestion's id carries its own fields, so the detail call needs no second trip
 * to a geocoder (which may be slow or down) and works the same for every source. It is only
 * what the applicant could have typed, so it is decoded with limits, not trusted further.
 */
export function encodeAddressId(fields: AddressFields): string {
  return `a.${Buffer.from(JSON.stringify([fields.address_line_1, fields.city, fields.state, fields.zip, fields.country])).toString('base64url')}`;
}

export function decodeAddressId(id: string): LookupDetail | undefined {
  if (!id.startsWith('a.') || id.length > 1000) return undefined;
  try {
    const parts: unknown = JSON.parse(Buffer.from(id.slice(2), 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 5) return undefined;
    const [line1, city, state, zip, country] = parts.map(clip) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const knownCountry = countryValue(undefined, country);
    return {
      address_line_1: line1,
      city,
      state: stateValue(knownCountry, state),
      zip,
      country: knownCountry,
    };
  } catch {
    return undefined;
  }
}
