import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { addAnotherQuery, tabsQuery } from '../api/view-state';
import { useViewStore } from '../stores/view-store';

/**
 * The server's replies already put into the view store. The store runs ahead of them (entries
 * added, tabs chosen) and the cached reply never refetches, so a page mounted later must not
 * load it again: fewer entries would hide, and so empty, what the applicant typed in them.
 */
const applied = new WeakSet<object>();

/**
 * Loads a logged-in applicant's repeater counts and chosen tabs into the view store; a visitor
 * keeps the defaults. True while they load, so a page does not draw one entry and then three.
 * A layout effect: the route loader has usually read them already, and the page must not be
 * painted with the defaults before they are applied.
 */
export function useViewState(loggedIn: boolean): boolean {
  const addAnother = useQuery({ ...addAnotherQuery, enabled: loggedIn });
  const tabs = useQuery({ ...tabsQuery, enabled: loggedIn });
  useLayoutEffect(() => {
    if (!loggedIn) useViewStore.getState().reset();
    else if (addAnother.data && tabs.data) {
      const view = useViewStore.getState();
      const fresh = (reply: object) => !applied.has(reply);
      if (!fresh(addAnother.data) && !fresh(tabs.data)) return;
      view.load({
        addAnother: fresh(addAnother.data) ? addAnother.data : view.addAnother,
        tabs: fresh(tabs.data) ? tabs.data : view.tabs,
      });
      applied.add(addAnother.data).add(tabs.data);
    }
  }, [loggedIn, addAnother.data, tabs.data]);
  return loggedIn && (addAnother.isPending || tabs.isPending);
}
