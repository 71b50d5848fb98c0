// Named option lists (forms/options/ of the active set) and the lists derived from them in code, so the
// 240 countries are written once: countriesUsaSecond and countriesNoUsa come from countries.
import { USA } from '../constants';
import { perDefinitions } from '../definitions/active-definitions';
import type { Option } from '../types';
import { withoutBlank } from './blank-option';
import { inLanguageOrder } from './language-order';

function usaSecond(list: readonly Option[]): Option[] {
  const usa = list.find((o) => o.value === USA);
  const rest = list.filter((o) => o.value !== USA);
  return usa ? [...rest.slice(0, 1), usa, ...rest.slice(1)] : rest;
}

function provincesOf(lists: unknown): Option[] {
  const list = (lists as Record<string, unknown>).canadianProvinces;
  return Array.isArray(list) ? (list as Option[]) : [];
}

/** Builds the name -> options table from the raw files (lint-forms passes other folders' files). */
export function buildOptionLists(files: {
  countries: unknown;
  stateAndProvince: unknown;
  months: unknown;
  lists: unknown;
}): Record<string, Option[]> {
  const base = files.countries as Option[];
  const table: Record<string, Option[]> = {
    countries: base,
    countriesUsaSecond: usaSecond(base),
    countriesNoUsa: base.filter((o) => o.value !== USA),
    // stateAndProvince.json lists the U.S. states, territories and armed forces; with the
    // provinces of lists.json it makes the combined list the address lookup matches against.
    usStates: files.stateAndProvince as Option[],
    stateAndProvince: [
      ...(files.stateAndProvince as Option[]),
      ...withoutBlank(provincesOf(files.lists)),
    ],
    months: files.months as Option[],
  };
  for (const [name, list] of Object.entries(files.lists as Record<string, unknown>)) {
    if (Array.isArray(list)) table[name] = list as Option[];
  }
  return table;
}

/** A localized set's lists in its language's order, judged from its English lists (see language-order). */
const optionLists = perDefinitions((set): Readonly<Record<string, readonly Option[]>> => {
  const lists = buildOptionLists(set.optionFiles);
  if (!set.english) return lists;
  const english = buildOptionLists(set.english.optionFiles);
  return Object.fromEntries(
    Object.entries(lists).map(([name, list]) => [
      name,
      inLanguageOrder(list, english[name] ?? [], set.language),
    ]),
  );
});

/** The options of a named list; an unknown name gives an empty list (lint-forms reports it). */
export function optionList(name: string): readonly Option[] {
  return optionLists()[name] ?? [];
}

export function isOptionListName(name: string): boolean {
  return Object.hasOwn(optionLists(), name);
}
