// An option list as a map from value to label, built once per list: a whole-application save
// checks every coded answer against its list (a country list runs to hundreds), and a scan per
// answer was the save's largest cost after the hiding walk (issue 31).
import type { Option } from '../types';

const built = new WeakMap<readonly Option[], ReadonlyMap<string, string>>();

/** Value to label of these options; the first of two options with one value wins, as a scan. */
export function optionLabels(options: readonly Option[]): ReadonlyMap<string, string> {
  let labels = built.get(options);
  if (!labels) {
    const map = new Map<string, string>();
    for (const option of options) if (!map.has(option.value)) map.set(option.value, option.label);
    built.set(options, map);
    labels = map;
  }
  return labels;
}
