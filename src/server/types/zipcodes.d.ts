// The zipcodes package ships no types; only what lookup/zip-places.ts uses.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** Two-letter code for the United States, the province's full name for Canada. */
    state: string;
    country: 'US' | 'Canada';
  }
  export const codes: Record<string, ZipInfo>;
  export const states: { abbr: Record<string, string>; full: Record<string, string> };
  export function lookup(zip: string | number): ZipInfo | undefined;
  export function lookupByName(city: string, state: string): ZipInfo[];
  const zipcodes: {
    codes: typeof codes;
    states: typeof states;
    lookup: typeof lookup;
    lookupByName: typeof lookupByName;
  };
  export default zipcodes;
}
