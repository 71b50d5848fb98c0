import { create } from 'zustand';
import { shallow } from 'zustand/shallow';
import { viewFor, type Audience, type ViewState } from '../../../engine';

interface ViewStoreState {
  /** Add-another map of spec section 3: button id to number of entries shown. */
  addAnother: Record<string, number>;
  /** Tabs map: tabs id to chosen tab. */
  tabs: Record<string, string>;
  setAddAnother(buttonId: string, count: number): void;
  setTab(tabsId: string, tabId: string): void;
  load(view: { addAnother?: Record<string, number>; tabs?: Record<string, string> }): void;
  reset(): void;
}

/**
 * What is on screen besides the answers: repeater counts and chosen tabs. Filled from the
 * server for a logged-in applicant (GET /api/add-another, GET /api/tabs) or from the service
 * view's data; a visitor keeps the defaults.
 */
export const useViewStore = create<ViewStoreState>((set) => ({
  addAnother: {},
  tabs: {},
  setAddAnother: (buttonId, count) =>
    set((s) => ({ addAnother: { ...s.addAnother, [buttonId]: count } })),
  setTab: (tabsId, tabId) => set((s) => ({ tabs: { ...s.tabs, [tabsId]: tabId } })),
  // What the store already holds changes nothing: the page's first render is not followed by a
  // second render and a whole-application hiding pass for the same view state (issue 20).
  load: (view) =>
    set((s) =>
      shallow(s.addAnother, view.addAnother ?? {}) && shallow(s.tabs, view.tabs ?? {})
        ? s
        : { addAnother: { ...view.addAnother }, tabs: { ...view.tabs } },
    ),
  reset: () => set({ addAnother: {}, tabs: {} }),
}));

/**
 * The view state the engine shows, hides and validates with for this reader: the engine's
 * viewFor decides which of the stored choices apply (a visitor sees the default tabs). The maps
 * keep their identity while unchanged.
 */
export function viewStateFor(audience: Audience): ViewState {
  const { tabs, addAnother } = useViewStore.getState();
  return viewFor({ tabs, addAnother }, audience);
}
