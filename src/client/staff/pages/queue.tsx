import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { ErrorNotice } from '../ErrorNotice';
import { StaffTable } from '../StaffTable';
import { fetchMyQueue, fetchQueues, myQueueKey, queuesKey } from '../api/queues';
import { inQueuePath } from '../review/QueueNavigation';
import '../applications/applications.css';
import '../review/review.css';
import { useStaffTitle } from '../use-staff-title';

/**
 * /staff/queue: the applications assigned to the signed-in reader, in the order they were
 * assigned; each opens with previous and next through this list.
 */
export function Component() {
  useStaffTitle('Your queue');
  const queue = useQuery({ queryKey: myQueueKey, queryFn: fetchMyQueue, staleTime: 0 });
  const items = queue.data?.items ?? [];
  const waiting = items.filter((entry) => !entry.reviewed).length;
  const queues = useQuery({ queryKey: queuesKey, queryFn: fetchQueues });
  const queueLabel = (id: string | null) =>
    id === null
      ? 'Not submitted'
      : (queues.data?.items.find((queue) => queue.id === id)?.label ?? id);
  return (
    <>
      <h1>Your queue</h1>
      <ErrorNotice error={queue.error} />
      {queue.isPending && <Spinner size="large" label="Loading your queue" />}
      {queue.data && (
        <p role="status">
          {items.length === 0
            ? 'No application is assigned to you.'
            : `${items.length} assigned to you, ${waiting} still to review.`}
        </p>
      )}
      {items.length > 0 && (
        <StaffTable
          caption="Applications assigned to you"
          columns={['Application', 'Queue', 'Your review']}
          testId="my-queue"
        >
          {items.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <Link to={inQueuePath(entry.id)}>
                  {entry.reference} {entry.first_name} {entry.last_name}
                </Link>
              </th>
              <td>{queueLabel(entry.queue)}</td>
              <td>{entry.reviewed ? 'Submitted' : 'To do'}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
