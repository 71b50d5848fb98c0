import { request } from '../../api/http';

/** GET /api/add-another: button id to number of entries. */
export function getAddAnother(): Promise<Record<string, number>> {
  return request('GET', '/api/add-another');
}

export function putAddAnother(buttonId: string, count: number): Promise<unknown> {
  return request('PUT', '/api/add-another', {
    body: { button_id: buttonId, num_components: count },
  });
}

/** GET /api/tabs: tabs id to chosen tab. */
export function getTabs(): Promise<Record<string, string>> {
  return request('GET', '/api/tabs');
}

/** PUT /api/tabs: the server also empties the answers the other tabs own. */
export function putTab(tabsId: string, chosenTab: string): Promise<unknown> {
  return request('PUT', '/api/tabs', { body: { tab_id: tabsId, chosen_tab: chosenTab } });
}
