import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../app/query-client';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import { assignApplications, unassignApplications } from '../api/queues';
import { ReaderSelect } from './ReaderSelect';

/** What the two bulk forms do, in their words: assign a reader, or take one off. */
const ACTIONS = {
  assign: {
    send: (reader: string, ids: readonly string[]) =>
      assignApplications(reader, ids).then((result) => result.assigned),
    select: 'Assign to the reader',
    button: (what: string) => `Assign ${what}`,
    done: (changed: number, count: number) =>
      `${changed} newly assigned; ${count - changed} were the reader’s already.`,
  },
  unassign: {
    send: (reader: string, ids: readonly string[]) =>
      unassignApplications(reader, ids).then((result) => result.unassigned),
    select: 'Reader to remove',
    button: (what: string) => `Remove the reader from ${what}`,
    done: (changed: number, count: number) =>
      `${changed} unassigned; ${count - changed} were not the reader’s.`,
  },
} as const;

function BulkReaderForm({
  action,
  applicationIds,
  what,
}: {
  action: keyof typeof ACTIONS;
  applicationIds: readonly string[];
  what: string;
}) {
  const words = ACTIONS[action];
  const [reader, setReader] = useState('');
  const run = useMutation({
    mutationFn: () => words.send(reader, applicationIds),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'applications'] }),
  });
  return (
    <>
      <ErrorNotice error={run.error} />
      {run.data !== undefined && (
        <p role="status" data-testid={`bulk-${action}ed`}>
          {words.done(run.data, applicationIds.length)}
        </p>
      )}
      <StaffForm
        onSubmit={() => {
          if (!run.isPending && reader) run.mutate();
        }}
        pending={run.isPending}
        blocked={!reader}
        submitLabel={words.button(what)}
      >
        <ReaderSelect
          id={`bulk-${action}-reader`}
          label={words.select}
          value={reader}
          onChange={setReader}
        />
      </StaffForm>
    </>
  );
}

/**
 * Admins: the applications listed (the search and filters chosen, the rows loaded) assigned to
 * one reader, or taken off one, in one request, each audited.
 */
export function BulkAssign({ applicationIds }: { applicationIds: readonly string[] }) {
  const count = applicationIds.length;
  const what = `${count} application${count === 1 ? '' : 's'}`;
  return (
    <section aria-labelledby="bulk-assign-title" className="staff-review">
      <h2 id="bulk-assign-title">Readers of the {what} listed</h2>
      <BulkReaderForm action="assign" applicationIds={applicationIds} what={what} />
      <BulkReaderForm action="unassign" applicationIds={applicationIds} what={what} />
    </section>
  );
}
