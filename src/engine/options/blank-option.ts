// The blank option: first in every select's list (spec section 3), the '' an unanswered
// question holds. Radios, combobox suggestions and lookups list only the real choices.
import type { Option } from '../types';

export const BLANK_OPTION: Readonly<Option> = { label: '', value: '' };

/** The options an applicant can really choose: every one but the blank. */
export function withoutBlank(options: readonly Option[]): Option[] {
  return options.filter((option) => option.value !== BLANK_OPTION.value);
}
