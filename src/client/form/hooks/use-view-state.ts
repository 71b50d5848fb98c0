import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { addAnotherQuery, tabsQuery } from '../api/view-state';
import { useViewStore } from '../stores/view-store';

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
    else if (addAnother.data && tabs.data)
      useViewStore.getState().load({ addAnother: addAnother.data, tabs: tabs.data });
  }, [loggedIn, addAnother.data, tabs.data]);
  return loggedIn && (addAnother.isPending || tabs.isPending);
}
