import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchAssignmentResult } from '../../../contracts/staff-queues';
import { splitEvenly } from '../../../engine';
import { queryClient } from '../../app/query-client';
import { Modal } from '../../components/modal/Modal';
import { CheckboxChoice } from '../CheckboxChoice';
import { ErrorNotice } from '../ErrorNotice';
import type { ApplicationFilters } from '../api/applications';
import { assignSearch } from '../api/queues';
import { useActiveReaders } from './use-active-readers';

const applications = (n: number) => `${n.toLocaleString('en-US')} application${n === 1 ? '' : 's'}`;

/** "640 applications assigned, 638 of them newly: a@x 320 (320 new); b@x 320 (318 new)." */
function doneText(result: SearchAssignmentResult): string {
  const shares = result.readers
    .map((reader) => `${reader.username} ${reader.selected} (${reader.assigned} new)`)
    .join('; ');
  return `${applications(result.selected)} assigned, ${result.assigned.toLocaleString('en-US')} of them newly: ${shares}.`;
}

/**
 * Admins: every application of the search shown (its filters and order, however many pages),
 * given to one reader or split evenly between several in the list's order. The admin confirms
 * the count and each reader's share; the server assigns nothing if the search has changed since.
 */
export function SearchAssign({ filters, total }: { filters: ApplicationFilters; total: number }) {
  const readers = useActiveReaders();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const picked = readers.filter((reader) => chosen.includes(reader.value));
  const shares = picked.length > 0 ? splitEvenly(total, picked.length) : [];
  const run = useMutation({
    mutationFn: () =>
      assignSearch(
        filters,
        picked.map((reader) => reader.value),
        total,
      ),
    onSettled: () => {
      setConfirming(false);
      // A refused count was the list's: the list reads it again, the admin confirms anew.
      void queryClient.invalidateQueries({ queryKey: ['staff', 'applications'] });
    },
  });
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  const blocked = picked.length === 0 || run.isPending;
  return (
    <section aria-labelledby="search-assign-title" className="staff-review">
      <h2 id="search-assign-title">Readers of every application of this search</h2>
      <ErrorNotice error={run.error} testId="search-assign-error" />
      {run.data && (
        <p role="status" data-testid="search-assigned">
          {doneText(run.data)}
        </p>
      )}
      <fieldset className="staff-choices">
        <legend>Readers (several share the applications evenly, in the list’s order)</legend>
        {readers.map((reader) => (
          <CheckboxChoice
            key={reader.value}
            id={`search-assign-${reader.value}`}
            label={reader.label}
            checked={chosen.includes(reader.value)}
            onChange={(checked) => toggle(reader.value, checked)}
          />
        ))}
      </fieldset>
      <button
        type="button"
        className="button"
        aria-disabled={blocked || undefined}
        onClick={() => {
          if (!blocked) setConfirming(true);
        }}
      >
        Assign all {applications(total)}…
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={`Assign ${applications(total)}?`}
        testId="search-assign-confirm"
        actions={
          <div className="button-group">
            <button
              type="button"
              className="button"
              aria-disabled={run.isPending || undefined}
              onClick={() => {
                if (!run.isPending) run.mutate();
              }}
            >
              Assign {applications(total)}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        }
      >
        <p>
          Every application of this search, {applications(total)}, in the list’s order
          {picked.length > 1 ? ', split evenly:' : ':'}
        </p>
        <ul>
          {picked.map((reader, i) => (
            <li key={reader.value}>
              {applications(shares[i] ?? 0)} to {reader.label}
            </li>
          ))}
        </ul>
        <p>This only adds readers: no one already assigned is taken off.</p>
      </Modal>
    </section>
  );
}
