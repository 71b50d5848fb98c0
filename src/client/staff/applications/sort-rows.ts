import type { ListedApplication } from '../../../contracts/staff-applications';

export type SortColumn = 'name' | 'username' | 'status' | 'entry_term' | 'submitted_at';
export interface SortOrder {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const sortText: Record<SortColumn, (row: ListedApplication) => string> = {
  name: (row) => `${row.last_name}\u0000${row.first_name}`,
  username: (row) => row.username,
  status: (row) => row.status ?? '',
  entry_term: (row) => row.entry_term,
  // ISO times sort as text; not submitted sorts first going up.
  submitted_at: (row) => row.submitted_at ?? '',
};

/**
 * The loaded rows in a column's order (accent- and case-blind for names), or as the server
 * sent them (newest first) when no column is chosen.
 */
export function sortRows(
  rows: readonly ListedApplication[],
  order: SortOrder | undefined,
): ListedApplication[] {
  if (!order) return [...rows];
  const text = sortText[order.column];
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * collator.compare(text(a), text(b)));
}

/** A header's next order: ascending first, then descending, then ascending again. */
export function nextOrder(current: SortOrder | undefined, column: SortColumn): SortOrder {
  if (current?.column === column && current.direction === 'ascending')
    return { column, direction: 'descending' };
  return { column, direction: 'ascending' };
}
