import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  SearchAssignmentResult,
  SearchUnassignmentResult,
} from '../../../contracts/staff-queues';
import { splitEvenly } from '../../../engine';
import { queryClient } from '../../app/query-client';
import { Modal } from '../../components/modal/Modal';
import { CheckboxChoice } from '../CheckboxChoice';
import { ErrorNotice } from '../ErrorNotice';
import type { ApplicationFilters } from '../api/applications';
import { assignSearch, unassignSearch } from '../api/queues';
import { useActiveReaders } from './use-active-readers';

const applications = (n: number) => `${n.toLocaleString('en-US')} application${n === 1 ? '' : 's'}`;

/** "640 applications assigned, 638 of them newly: a@x 320 (320 new); b@x 320 (318 new)." */
function doneText(result: SearchAssignmentResult): string {
  const shares = result.readers
    .map((reader) => `${reader.username} ${reader.selected} (${reader.assigned} new)`)
    .join('; ');
  return `${applications(result.selected)} assigned, ${result.assigned.toLocaleString('en-US')} of them newly: ${shares}.`;
}

/** "2 readers taken off 640 applications: a@x off 320; b@x off 318." */
function undoneText(result: SearchUnassignmentResult): string {
  const shares = result.readers
    .map((reader) => `${reader.username} off ${reader.unassigned.toLocaleString('en-US')}`)
    .join('; ');
  return `Readers taken off the ${applications(result.selected)} of the search: ${shares}.`;
}

/**
 * Admins: every application of the search shown (its filters and order, however many pages),
 * given to one reader or split evenly between several in the list's order, or the readers taken
 * off all of them. The admin confirms the count (and each reader's share); the server changes
 * nothing if the search has changed since.
 */
export function SearchAssign({ filters, total }: { filters: ApplicationFilters; total: number }) {
  const readers = useActiveReaders();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState<'assign' | 'unassign' | null>(null);
  const picked = readers.filter((reader) => chosen.includes(reader.value));
  const shares = picked.length > 0 ? splitEvenly(total, picked.length) : [];
  const ids = picked.map((reader) => reader.value);
  const settled = () => {
    setConfirming(null);
    // A refused count was the list's: the list reads it again, the admin confirms anew.
    void queryClient.invalidateQueries({ queryKey: ['staff', 'applications'] });
  };
  const run = useMutation({
    mutationFn: () => assignSearch(filters, ids, total),
    onSettled: settled,
  });
  const undo = useMutation({
    mutationFn: () => unassignSearch(filters, ids, total),
    onSettled: settled,
  });
  const pending = run.isPending || undo.isPending;
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  const blocked = picked.length === 0 || pending;
  return (
    <section aria-labelledby="search-assign-title" className="staff-review">
      <h2 id="search-assign-title">Readers of every application of this search</h2>
      <ErrorNotice error={run.error ?? undo.error} testId="search-assign-error" />
      {run.data && (
        <p role="status" data-testid="search-assigned">
          {doneText(run.data)}
        </p>
      )}
      {undo.data && (
        <p role="status" data-testid="search-unassigned">
          {undoneText(undo.data)}
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
          if (!blocked) setConfirming('assign');
        }}
      >
        Assign all {applications(total)}…
      </button>{' '}
      <button
        type="button"
        className="button button--warning"
        aria-disabled={blocked || undefined}
        onClick={() => {
          if (!blocked) setConfirming('unassign');
        }}
      >
        Take them off all {applications(total)}…
      </button>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        title={
          confirming === 'unassign'
            ? `Take ${picked.length === 1 ? 'this reader' : `these ${picked.length} readers`} off ${applications(total)}?`
            : `Assign ${applications(total)}?`
        }
        testId="search-assign-confirm"
        actions={
          <div className="button-group">
            <button
              type="button"
              className={confirming === 'unassign' ? 'button button--warning' : 'button'}
              aria-disabled={pending || undefined}
              onClick={() => {
                if (pending) return;
                // One outcome shown at a time: the last action's.
                if (confirming === 'unassign') {
                  run.reset();
                  undo.mutate();
                } else {
                  undo.reset();
                  run.mutate();
                }
              }}
            >
              {confirming === 'unassign' ? 'Take them off' : `Assign ${applications(total)}`}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(null)}
            >
              Cancel
            </button>
          </div>
        }
      >
        {confirming === 'unassign' ? (
          <>
            <p>Every application of this search, {applications(total)}, stops being assigned to:</p>
            <ul>
              {picked.map((reader) => (
                <li key={reader.value}>{reader.label}</li>
              ))}
            </ul>
            <p>Their reviews stay on record. Applications outside the search keep their readers.</p>
          </>
        ) : (
          <>
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
          </>
        )}
      </Modal>
    </section>
  );
}
