import type { GeocoderConfig } from '../config';
import { countryValue, encodeAddressId, stateValue, type AddressFields } from './address-fields';
import type { Suggestion } from '../../contracts/lookup';

type Json = Record<string, unknown>;
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Photon (GeoJSON features) and Nominatim (jsonv2 with addressdetails) results, as one shape. */
function placesOf(
  body: unknown,
): { line1: string; city: string; state: string; zip: string; code: string; country: string }[] {
  if (body && typeof body === 'object' && Array.isArray((body as Json).features)) {
    return ((body as Json).features as Json[]).map((feature) => {
      const p = (feature.properties ?? {}) as Json;
      const street = [str(p.housenumber), str(p.street)].filter(Boolean).join(' ');
      return {
        line1: street || str(p.name),
        city: str(p.city) || str(p.town) || str(p.village) || str(p.district),
        state: str(p.state),
        zip: str(p.postcode),
        code: str(p.countrycode),
        country: str(p.country),
      };
    });
  }
  if (Array.isArray(body)) {
    return (body as Json[]).map((place) => {
      const a = (place.address ?? {}) as Json;
      const street = [str(a.house_number), str(a.road)].filter(Boolean).join(' ');
      return {
        line1: street || str(place.name),
        city: str(a.city) || str(a.town) || str(a.village) || str(a.hamlet),
        state: str(a.state),
        zip: str(a.postcode),
        code: str(a.country_code),
        country: str(a.country),
      };
    });
  }
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
      return {
        text: place.line1 || where,
        id: encodeAddressId(fields),
        sub_text: [place.line1 ? where : '', place.country].filter(Boolean).join(' - '),
      };
    });
}
