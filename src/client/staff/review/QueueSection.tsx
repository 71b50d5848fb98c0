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
} from '../api/queues';
import { useStaffMe } from '../use-staff-me';
import { ReaderSelect } from './ReaderSelect';

/**
 * Where the application sits and who reads it; an admin moves it to another queue (one action)
 * or assigns it to a reader.
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
            ? `Readers: ${data.readers.join(', ')}.`
            : 'No reader is assigned yet.'}
        </p>
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
