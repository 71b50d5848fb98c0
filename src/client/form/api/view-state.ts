import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AddAnotherBody,
  AddAnotherParams,
  TabChoiceBody,
} from '../../../contracts/view-state';
import { ANSWER_BASE_HEADER } from '../../../contracts/answers';
import { request, type RequestOptions } from '../../api/http';

/** GET /api/add-another: button id to number of entries. */
export function getAddAnother(options?: RequestOptions): Promise<Record<string, number>> {
  return request('GET', '/api/add-another', options);
}

/** PUT /api/add-another: `from` is the count the page showed; another one is refused (409). */
export function putAddAnother(buttonId: string, count: number, from: number): Promise<unknown> {
  return request('PUT', '/api/add-another', {
    body: { button_id: buttonId, num_components: count } satisfies AddAnotherBody,
    query: { from } satisfies AddAnotherParams,
  });
}

/** GET /api/tabs: tabs id to chosen tab. */
export function getTabs(options?: RequestOptions): Promise<Record<string, string>> {
  return request('GET', '/api/tabs', options);
}

/** A logged-in applicant's view state, read by the application pages. */
export const addAnotherQuery = queryOptions({
  queryKey: ['add-another'],
  queryFn: () => getAddAnother(),
});
export const tabsQuery = queryOptions({ queryKey: ['tabs'], queryFn: () => getTabs() });

function prefetchQuietly<T>(
  client: QueryClient,
  key: QueryKey,
  read: () => Promise<T>,
): Promise<void> {
  if (client.getQueryState(key)) return Promise.resolve();
  return read().then(
    (data) => {
      if (client.getQueryData(key) === undefined) client.setQueryData(key, data);
    },
    () => {
      // The page's own query asks again and reports the failure (a 401 included) as before.
    },
  );
}

/**
 * Reads the view state for the page about to show, resolving when both reads are done, so
 * the page draws its entries and tabs at once rather than moving when they arrive. Only a
 * success is kept: anything else leaves the page's queries to fetch as they always did.
 */
export async function prefetchViewState(client: QueryClient): Promise<void> {
  await Promise.all([
    prefetchQuietly(client, addAnotherQuery.queryKey, () =>
      getAddAnother({ ignoreUnauthorized: true }),
    ),
    prefetchQuietly(client, tabsQuery.queryKey, () => getTabs({ ignoreUnauthorized: true })),
  ]);
}

/**
 * PUT /api/tabs: the server also empties the answers the other tabs own, named with revisions;
 * `base` names the revisions this page knew of them, so it never empties one written since.
 */
export function putTab(
  tabsId: string,
  chosenTab: string,
  base: Record<string, number>,
): Promise<{ message: string; revisions: Record<string, number> }> {
  return request('PUT', '/api/tabs', {
    body: { tab_id: tabsId, chosen_tab: chosenTab } satisfies TabChoiceBody,
    headers: { [ANSWER_BASE_HEADER]: JSON.stringify(base) },
  });
}
