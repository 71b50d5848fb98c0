// The answers site.json's staffList names (issue 33): every staff member sees the list's name and
// entry term columns and searches its search keys, whatever their grants, so none may be an
// answer a question marks sensitive (a search for "Catholic" would find applicants by religion).
import type { SiteConfig } from '../types';
import type { PageInput } from './rules';

type Report = (file: string, pointer: string, message: string) => void;

/** Each answer key the staff list names, with its pointer in site.json. */
export function staffListKeys(list: SiteConfig['staffList']): [pointer: string, key: string][] {
  return [
    ['/staffList/firstNameKey', list.firstNameKey],
    ['/staffList/lastNameKey', list.lastNameKey],
    ['/staffList/entryTermKey', list.entryTermKey],
    ...(list.searchKeys ?? []).map((key, i): [string, string] => [
      `/staffList/searchKeys/${i}`,
      key,
    ]),
  ];
}

/** A staff list key that a page marks sensitive, named at site.json's pointer. */
export function checkStaffListNotSensitive(
  file: string,
  site: Partial<SiteConfig>,
  pages: readonly PageInput[],
  report: Report,
): void {
  if (!site.staffList) return;
  const marked = new Map(pages.flatMap((page) => [...page.facts.sensitiveKeys]));
  for (const [pointer, key] of staffListKeys(site.staffList)) {
    const category = marked.get(key);
    if (category !== undefined)
      report(
        file,
        pointer,
        `"${key}" is a sensitive answer ("${category}"): the staff list shows and searches it to staff not granted that category; name an answer no question marks sensitive`,
      );
  }
}
