import { getPage, type PageId } from '../../engine';
import { definitionsFollowed } from '../app/definitions/live-definitions';
import { preloadViews } from './renderer/preload-views';

/**
 * The loader of an application page's route: the page appears once the code of the views its
 * definition uses has arrived (those that load on demand), so nothing pops in after it. The
 * definition is the version the application's loader is moving to, beside this one.
 */
export function pageLoader(pageId: PageId) {
  return async (): Promise<null> => {
    await definitionsFollowed();
    await preloadViews(getPage(pageId).nodes);
    return null;
  };
}
