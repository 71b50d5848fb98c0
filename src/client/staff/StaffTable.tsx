import type { ReactNode } from 'react';

interface Props {
  caption: ReactNode;
  /** The column headings, in order. */
  columns: readonly string[];
  testId: string;
  /** The rows (<tr> elements). */
  children: ReactNode;
}

/** A plain data table of the workspace: caption, a heading per column, the rows. */
export function StaffTable({ caption, columns, testId, children }: Props) {
  return (
    <table className="staff-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
