import type { LastPageBody } from '../../../contracts/progress';
import { request } from '../http';

export function saveLastPage(lastPage: string): Promise<unknown> {
  return request('PUT', '/api/last-page', {
    body: { last_page: lastPage } satisfies LastPageBody,
  });
}
