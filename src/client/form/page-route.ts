import { getPage, type PageId } from '../../engine';
import { preloadViews } from './renderer/preload-views';

/**
 * The loader of an application page's route: the page appears once the code of the views its
 * definition uses has arrived (those that load on demand), so nothing pops in after it.
 */
export function pageLoader(pageId: PageId) {
  return async (): Promise<null> => {
    await preloadViews(getPage(pageId).nodes);
    return null;
  };
}
