import { Link } from 'react-router-dom';
import { entryTermLabel, formatTime, webStatusText, type Option } from '../../../engine';
import type { ListedApplication } from '../../../contracts/staff-applications';
import { staffPaths } from '../staff-paths';

import type { ListSortColumn } from '../../../contracts/staff-applications';
import { nextSort, sortOf } from './list-sort';

const COLUMNS: { column: ListSortColumn; label: string }[] = [
  { column: 'name', label: 'Name' },
  { column: 'username', label: 'E-mail' },
  { column: 'status', label: 'Status' },
  { column: 'entry_term', label: 'Entry term' },
  { column: 'submitted_at', label: 'Submitted' },
];

const fullName = (row: ListedApplication) =>
  [row.last_name, row.first_name].filter(Boolean).join(', ') || '(no name given)';

/**
 * The applications found, as a real table: each column header is a button that asks the server
 * for every match in that order (the sort is part of the search), and says how with aria-sort.
 */
export function ApplicationsTable({
  rows,
  sort,
  onSort,
  terms,
}: {
  rows: readonly ListedApplication[];
  sort: string;
  onSort: (sort: string) => void;
  terms: readonly Option[];
}) {
  const order = sortOf(sort);
  const direction = order.descending ? 'descending' : 'ascending';
  const sortedBy = COLUMNS.find((c) => c.column === order.column)?.label.toLowerCase();
  return (
    <table className="staff-table" data-testid="staff-applications-table">
      <caption>
        Applications, {sort ? `sorted by ${sortedBy} (${direction})` : 'newest first'}
      </caption>
      <thead>
        <tr>
          {COLUMNS.map(({ column, label }) => (
            <th
              key={column}
              scope="col"
              aria-sort={order.column === column ? direction : undefined}
            >
              <button
                type="button"
                className="staff-sort"
                onClick={() => onSort(nextSort(sort, column))}
              >
                {label}
                <span aria-hidden="true">
                  {order.column === column ? (order.descending ? ' ▼' : ' ▲') : ''}
                </span>
              </button>
            </th>
          ))}
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <Link to={`${staffPaths.applications}/${row.id}`}>{fullName(row)}</Link>
            </td>
            <td>{row.username}</td>
            <td>{webStatusText(row.status)}</td>
            <td>{row.entry_term ? entryTermLabel(row.entry_term, terms) : ''}</td>
            <td>
              {row.submitted_at ? (
                <time dateTime={row.submitted_at}>{formatTime(row.submitted_at)}</time>
              ) : (
                'Not submitted'
              )}
            </td>
            <td>{row.reference}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
