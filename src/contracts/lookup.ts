// GET /lookup/find (spec section 7): suggestions for a search, the fields of a chosen one.
import type { FromSchema } from 'json-schema-to-ts';
import type { AutocompleteCategory } from '../engine/types';

export const LOOKUP_CATEGORIES = [
  'college_ceeb',
  'hs_ceeb',
  'address',
] as const satisfies readonly AutocompleteCategory[];
export type LookupCategory = (typeof LOOKUP_CATEGORIES)[number];

export const suggestion = {
  type: 'object',
  properties: { text: { type: 'string' }, id: { type: 'string' }, sub_text: { type: 'string' } },
  required: ['text', 'id', 'sub_text'],
  additionalProperties: false,
} as const;
export type Suggestion = FromSchema<typeof suggestion>;

/** A chosen result's fields (name, id, address_line_1, city, state, zip, country ...). */
export const lookupDetail = { type: 'object', additionalProperties: { type: 'string' } } as const;
export type LookupDetail = FromSchema<typeof lookupDetail>;

/** A search lists suggestions; `?id=` gives one's detail. */
export const lookupReply = {
  anyOf: [{ type: 'array', items: suggestion }, lookupDetail],
} as const;
