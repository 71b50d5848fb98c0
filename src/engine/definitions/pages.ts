// The pages of the active definition set (active-definitions.ts), with {site.x} placeholders
// filled. Browser, server and CLI read the same set, so they always agree on the questions.
import type { PageDefinition, PageId } from '../types';
import { activeDefinitions, activeView } from './active-definitions';

export { resolveDefinition } from './resolve-definition';

export const pages: Readonly<Record<PageId, PageDefinition>> = activeView((set) => set.pages);

/** The raw files, untouched, for lint-forms (pointers must match the files). */
export const rawPageFiles: Readonly<Record<PageId, unknown>> = activeView((set) => set.rawPages);

export function getPage(pageId: PageId): PageDefinition {
  return activeDefinitions().pages[pageId];
}
