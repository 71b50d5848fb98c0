// What a hiding pass or a control state covers: one page, several, or the whole application.
import { pages } from '../definitions/pages';
import { PAGE_IDS, type PageDefinition, type PageId } from '../types';

/** A page id, a definition, several definitions, or 'all' for the whole application. */
export type HidingTarget = PageId | PageDefinition | readonly PageDefinition[] | 'all';

export function definitionsOf(target: HidingTarget): PageDefinition[] {
  if (target === 'all') return PAGE_IDS.map((id) => pages[id]);
  if (typeof target === 'string') return [pages[target]];
  return Array.isArray(target) ? [...target] : [target as PageDefinition];
}
