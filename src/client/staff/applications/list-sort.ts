import type { ListSort, ListSortColumn } from '../../../contracts/staff-applications';
import { DEFAULT_LIST_SORT } from '../../../contracts/staff-applications';

/** The column and direction of the list's sort ('' is the server's default, newest first). */
export function sortOf(sort: string): { column: ListSortColumn; descending: boolean } {
  const value = (sort || DEFAULT_LIST_SORT) as ListSort;
  const descending = value.startsWith('-');
  return { column: (descending ? value.slice(1) : value) as ListSortColumn, descending };
}

/** A header's next sort: ascending first, then descending, then ascending again. */
export function nextSort(current: string, column: ListSortColumn): ListSort {
  const { column: now, descending } = sortOf(current);
  return now === column && !descending ? `-${column}` : column;
}
