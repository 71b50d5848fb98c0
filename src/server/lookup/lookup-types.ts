/** One autocomplete suggestion (spec section 3). */
export interface Suggestion {
  text: string;
  id: string;
  sub_text: string;
}

/**
 * A chosen suggestion's fields: name, id, address_line_1, city, state, zip, country. The
 * autocomplete question's `fills` (forms/*.json) maps each onto a prefixed answer key.
 */
export type LookupDetail = Record<string, string>;
