import zipcodes, { type ZipInfo } from 'zipcodes';
import { countryValue, encodeAddressId, stateValue, type AddressFields } from './address-fields';
import type { LookupWords } from './lookup-words';
import type { Suggestion } from '../../contracts/lookup';

/** The zipcodes package says 'US' or 'Canada'; the options list's value of that country. */
const countryOf = (info: ZipInfo): string => countryValue(info.country === 'US' ? 'US' : 'CA', '');

/** US states by two-letter code, as the options list names them ("CO" -> "Colorado"). */
function fullState(info: ZipInfo): string {
  const upper = info.country === 'US' ? zipcodes.states.abbr[info.state] : info.state;
  return stateValue(countryOf(info), upper);
}

function suggestion(street: string, info: ZipInfo, words: LookupWords): Suggestion {
  const country = countryOf(info);
  const fields: AddressFields = {
    address_line_1: street,
    city: info.city,
    state: fullState(info),
    zip: info.zip,
    country,
  };
  const place = `${info.city}, ${info.state} ${info.zip}`;
  return {
    text: street ? `${street}, ${place}` : place,
    id: encodeAddressId(fields),
    sub_text: words.country(country) ?? country,
  };
}

const US_ZIP = /\b(\d{5})(?:-\d{4})?\s*$/;

/**
 * Completes an address from the zipcodes package's data (no street data in it): the street is
 * kept as typed, and city, state and ZIP are completed from a ZIP at the end of the text
 * ("12 Main St 80221"), from "street, city, ST" (one suggestion per ZIP of that city), or
 * from the digits of a ZIP alone. Anything else has no suggestion without a geocoder.
 */
export function zipSuggestions(text: string, max: number, words: LookupWords): Suggestion[] {
  const typed = text.trim().replace(/\s+/g, ' ');
  const zip = US_ZIP.exec(typed);
  if (zip) {
    const info = zipcodes.lookup(zip[1]!);
    if (!info) return [];
    let street = typed.slice(0, zip.index).replace(/[\s,]+$/, '');
    // Drop a typed "City, ST" before the ZIP: the suggestion supplies them.
    street = street.split(',')[0]!.trim();
    return [suggestion(street, info, words)];
  }
  if (/^\d{3,4}$/.test(typed)) {
    return Object.keys(zipcodes.codes)
      .filter((code) => code.startsWith(typed))
      .slice(0, max)
      .map((code) => suggestion('', zipcodes.codes[code]!, words));
  }
  const parts = typed
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return [];
  const street = parts[0]!;
  const locality = parts.slice(1).join(' ');
  const match = /^(.+?)\s+([A-Za-z]{2})$/.exec(locality);
  const city = match ? match[1]! : locality;
  const state = match ? match[2]!.toUpperCase() : '';
  const places = state
    ? zipcodes.lookupByName(city, state)
    : Object.values(zipcodes.codes).filter(
        (info) => info.country === 'US' && info.city.toLowerCase() === city.toLowerCase(),
      );
  return places.slice(0, max).map((info) => suggestion(street, info, words));
}
