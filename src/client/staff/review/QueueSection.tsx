import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../app/query-client';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import {
  applicationQueueKey,
  assignApplications,
  fetchApplicationQueue,
  fetchQueues,
  moveToQueue,
  queuesKey,
  reviewsKey,
  unassignApplications,
} from '../api/queues';
import { useStaffMe } from '../use-staff-me';
import { ReaderSelect } from './ReaderSelect';

/**
 * Where the application sits and who reads it; an admin moves it to another queue (one action),
 * assigns it to a reader or takes a reader off it.
 */
export function QueueSection({ applicationId }: { applicationId: string }) {
  const me = useStaffMe();
  const state = useQuery({
    queryKey: applicationQueueKey(applicationId),
    queryFn: () => fetchApplicationQueue(applicationId),
  });
  const data = state.data;
  return (
    <section aria-labelledby="queue-title" className="staff-review">
      <h2 id="queue-title">Queue and readers</h2>
      <ErrorNotice error={state.error} />
      {data && (
        <p data-testid="staff-queue">
          {data.queue
            ? `In the queue “${data.queue.label}”${data.queue.blind ? ' (blind)' : ''}.`
            : 'Not in a queue: the application is not submitted.'}{' '}
          {data.readers.length > 0
            ? `Readers: ${data.readers.map((reader) => reader.username).join(', ')}.`
            : 'No reader is assigned yet.'}
        </p>
      )}
      {me.role === 'admin' && data && data.readers.length > 0 && (
        <UnassignButtons applicationId={applicationId} readers={data.readers} />
      )}
      {me.role === 'admin' && data?.queue && (
        <>
          <MoveForm applicationId={applicationId} current={data.queue.id} />
          <AssignForm applicationId={applicationId} />
        </>
      )}
    </section>
  );
}

function MoveForm({ applicationId, current }: { applicationId: string; current: string }) {
  const [queue, setQueue] = useState(current);
  const queues = useQuery({ queryKey: queuesKey, queryFn: fetchQueues });
  const move = useMutation({
    mutationFn: () => moveToQueue(applicationId, queue),
    onSuccess: (data) => {
      queryClient.setQueryData(applicationQueueKey(applicationId), data);
      void queryClient.invalidateQueries({ queryKey: queuesKey });
      // A queue's blindness decides what the reviews show.
      void queryClient.invalidateQueries({ queryKey: reviewsKey(applicationId) });
    },
  });
  return (
    <>
      <ErrorNotice error={move.error} />
      <StaffForm
        onSubmit={() => {
          if (!move.isPending) move.mutate();
        }}
        pending={move.isPending}
        submitLabel="Move"
      >
        <div className="field">
          <label className="field__label" htmlFor="queue-move">
            Move to the queue
          </label>
          <select
            id="queue-move"
            className="field__input"
            value={queue}
            onChange={(event) => setQueue(event.target.value)}
          >
            {(queues.data?.items ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </StaffForm>
    </>
  );
}

/** One button per reader that takes them off the application. */
function UnassignButtons({
  applicationId,
  readers,
}: {
  applicationId: string;
  readers: readonly { id: string; username: string }[];
}) {
  const unassign = useMutation({
    mutationFn: (readerId: string) => unassignApplications(readerId, [applicationId]),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: applicationQueueKey(applicationId) }),
  });
  return (
    <>
      <ErrorNotice error={unassign.error} />
      <ul className="staff-readers" aria-busy={unassign.isPending || undefined}>
        {readers.map((reader) => (
          <li key={reader.id}>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={unassign.isPending || undefined}
              onClick={() => {
                if (!unassign.isPending) unassign.mutate(reader.id);
              }}
            >
              Unassign {reader.username}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function AssignForm({ applicationId }: { applicationId: string }) {
  const [reader, setReader] = useState('');
  const assign = useMutation({
    mutationFn: () => assignApplications(reader, [applicationId]),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: applicationQueueKey(applicationId) }),
  });
  return (
    <>
      <ErrorNotice error={assign.error} />
      <StaffForm
        onSubmit={() => {
          if (!assign.isPending && reader) assign.mutate();
        }}
        pending={assign.isPending}
        blocked={!reader}
        submitLabel="Assign"
      >
        <ReaderSelect id="queue-assign" value={reader} onChange={setReader} />
      </StaffForm>
    </>
  );
}
