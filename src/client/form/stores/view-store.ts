import { create } from 'zustand';
import { ADD_ANOTHER_DEFAULT } from '../../../engine';

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
  load: (view) => set({ addAnother: { ...view.addAnother }, tabs: { ...view.tabs } }),
  reset: () => set({ addAnother: {}, tabs: {} }),
}));

export function useAddAnotherCount(buttonId: string): number {
  return useViewStore((s) => s.addAnother[buttonId] ?? ADD_ANOTHER_DEFAULT);
}

export function useChosenTab(tabsId: string, defaultTab: string): string {
  return useViewStore((s) => s.tabs[tabsId] ?? defaultTab);
}
