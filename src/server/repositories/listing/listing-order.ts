import type { ListSort, ListSortColumn } from '../../../contracts/staff-applications';

/** Where a keyset page starts: the sort values of the last row shown, and its id. */
export interface ListPosition {
  values: string[];
  id: string;
}

interface OrderKey {
  /** What ORDER BY and the keyset compare. */
  expression: string;
  /** The value as text for a cursor, exactly what the comparison reads back. */
  text: string;
  cast: 'text' | 'timestamptz';
}

/** listed_at as PostgreSQL's exact microsecond text: a cursor neither skips nor repeats a row. */
export const POSITION_AT = `to_char(listed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const textKey = (expression: string): OrderKey => ({ expression, text: expression, cast: 'text' });

/**
 * Each column's sort keys, the id last so that equal values keep one order. "Submitted" sorts by
 * listed_at (submission, or account creation while not submitted): the newest-first index.
 * Names sort folded (case- and accent-blind), family name first, as the table shows them; text
 * compares byte by byte, so PGlite and PostgreSQL (whatever its locale) give one order.
 */
const KEYS: Record<ListSortColumn, OrderKey[]> = {
  submitted_at: [{ expression: 'listed_at', text: POSITION_AT, cast: 'timestamptz' }],
  name: [textKey('name_sort COLLATE "C"')],
  username: [textKey('username COLLATE "C"')],
  status: [textKey(`COALESCE(status, '')`)],
  entry_term: [textKey('entry_term')],
};

/** The column and direction a sort names. */
export function sortParts(sort: ListSort): { keys: OrderKey[]; descending: boolean } {
  const descending = sort.startsWith('-');
  const column = (descending ? sort.slice(1) : sort) as ListSortColumn;
  return { keys: KEYS[column], descending };
}

/** How many values a cursor of this sort holds. */
export const sortValueCount = (sort: ListSort): number => sortParts(sort).keys.length;

/** True for a sort whose first key is a time (its cursor value must be one). */
export const sortsByTime = (sort: ListSort): boolean =>
  sortParts(sort).keys[0]?.cast === 'timestamptz';

/** `ORDER BY …, id …` of a sort. */
export function orderBy(sort: ListSort): string {
  const { keys, descending } = sortParts(sort);
  const direction = descending ? 'DESC' : 'ASC';
  return `ORDER BY ${[...keys.map((key) => key.expression), 'id'].map((e) => `${e} ${direction}`).join(', ')}`;
}

/** The select list's sort values (`sort_0`, `sort_1` …) a cursor is made of. */
export function sortColumns(sort: ListSort): string {
  return sortParts(sort)
    .keys.map((key, i) => `${key.text} AS sort_${i}`)
    .join(', ');
}

/** The sort values of a row selected with sortColumns. */
export function positionOf(sort: ListSort, row: { id: string } & Record<string, unknown>) {
  return {
    values: sortParts(sort).keys.map((_key, i) => String(row[`sort_${i}`] ?? '')),
    id: row.id,
  };
}

/** The keyset condition: rows after `after` in the sort's order. */
export function afterCondition(
  sort: ListSort,
  after: ListPosition,
  param: (value: unknown) => string,
): string {
  const { keys, descending } = sortParts(sort);
  const left = [...keys.map((key) => key.expression), 'id'].join(', ');
  const right = [
    ...keys.map((key, i) => `${param(after.values[i])}::${key.cast}`),
    `${param(after.id)}::uuid`,
  ].join(', ');
  return `(${left}) ${descending ? '<' : '>'} (${right})`;
}
