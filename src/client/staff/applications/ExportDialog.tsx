import { useMemo, useState } from 'react';
import { Modal } from '../../components/modal/Modal';
import { CheckboxChoice } from '../CheckboxChoice';
import { exportUrl, type ApplicationFilters } from '../api/applications';
import { exportColumnGroups } from './export-column-groups';

/**
 * The CSV export of exactly the search shown (its filters and order), with the columns the staff
 * member picks: only those of the sensitive categories granted to them are offered.
 */
export function ExportDialog({
  filters,
  grants,
  total,
}: {
  filters: ApplicationFilters;
  grants: readonly string[];
  total: number | undefined;
}) {
  const groups = useMemo(() => exportColumnGroups(grants), [grants]);
  const all = useMemo(() => groups.flatMap((g) => g.columns.map((c) => c.value)), [groups]);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(all));
  const toggle = (value: string, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  // The order of the dialog, whatever order the boxes were ticked in.
  const columns = all.filter((value) => chosen.has(value));
  const count = total === undefined ? 'the applications' : `the ${total.toLocaleString('en-US')}`;
  return (
    <>
      <p>
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Export this search as CSV…
        </button>
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Export as CSV"
        size="medium"
        testId="staff-export-dialog"
        actions={
          columns.length > 0 ? (
            <a className="button" href={exportUrl(filters, columns)} download>
              Download CSV ({columns.length} columns)
            </a>
          ) : (
            <p role="status">Choose at least one column.</p>
          )
        }
      >
        <p>
          The file holds {count} applications of this search, in the order shown. Times are the
          institution&rsquo;s.
        </p>
        <div className="button-group">
          <button type="button" className="link-button" onClick={() => setChosen(new Set(all))}>
            Choose every column
          </button>
          <button type="button" className="link-button" onClick={() => setChosen(new Set())}>
            Clear every column
          </button>
        </div>
        {groups.map((group, g) => (
          <fieldset key={group.title} className="staff-export__group">
            <legend>{group.title}</legend>
            {group.columns.map((column, i) => (
              <CheckboxChoice
                key={column.value}
                id={`export-column-${g}-${i}`}
                label={column.label}
                checked={chosen.has(column.value)}
                onChange={(checked) => toggle(column.value, checked)}
              />
            ))}
          </fieldset>
        ))}
      </Modal>
    </>
  );
}
