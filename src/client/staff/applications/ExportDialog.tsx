import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../../api/errors';
import { Notice } from '../../components/Notice';
import { Modal } from '../../components/modal/Modal';
import { CheckboxChoice } from '../CheckboxChoice';
import {
  earlierKeysKey,
  exportUrl,
  fetchEarlierKeys,
  type ApplicationFilters,
} from '../api/applications';
import { exportColumnGroups } from './export-column-groups';

/**
 * The CSV export of exactly the search shown (its filters and order), with the columns the staff
 * member picks: only those of the sensitive categories granted to them are offered, and the
 * questions earlier form versions had as the server lists them.
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
  const earlier = useQuery({ queryKey: earlierKeysKey, queryFn: fetchEarlierKeys });
  const groups = useMemo(
    () => exportColumnGroups(grants, earlier.data?.items ?? []),
    [grants, earlier.data],
  );
  const all = useMemo(() => groups.flatMap((g) => g.columns.map((c) => c.value)), [groups]);
  const [open, setOpen] = useState(false);
  // The columns unticked, not those ticked: the earlier versions' arrive after the first render
  // and start ticked like every other.
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (value: string, on: boolean) =>
    setLeftOut((now) => {
      const next = new Set(now);
      if (on) next.delete(value);
      else next.add(value);
      return next;
    });
  // The order of the dialog, whatever order the boxes were ticked in.
  const columns = all.filter((value) => !leftOut.has(value));
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
          <button type="button" className="link-button" onClick={() => setLeftOut(new Set())}>
            Choose every column
          </button>
          <button type="button" className="link-button" onClick={() => setLeftOut(new Set(all))}>
            Clear every column
          </button>
        </div>
        {earlier.error && (
          <Notice kind="error">
            <p>
              The questions no longer on the form could not be listed, so they are not offered:{' '}
              {errorMessageOf(earlier.error)}
            </p>
          </Notice>
        )}
        {groups.map((group, g) => (
          <fieldset key={group.title} className="staff-export__group">
            <legend>{group.title}</legend>
            {group.columns.map((column, i) => (
              <CheckboxChoice
                key={column.value}
                id={`export-column-${g}-${i}`}
                label={column.label}
                checked={!leftOut.has(column.value)}
                onChange={(checked) => toggle(column.value, checked)}
              />
            ))}
          </fieldset>
        ))}
      </Modal>
    </>
  );
}
