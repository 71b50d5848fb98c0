import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { QueueEntry } from '../../../contracts/staff-queues';
import { fetchMyQueue, myQueueKey } from '../api/queues';
import { staffPaths } from '../staff-paths';

/** The address of an application opened from the reader's queue (it brings previous/next). */
export const inQueuePath = (id: string) =>
  `${staffPaths.applications}/${encodeURIComponent(id)}?from=queue`;

const nameOf = (entry: QueueEntry) =>
  `${entry.reference} ${[entry.first_name, entry.last_name].filter(Boolean).join(' ')}`.trim();

/** Previous and next through the reader's queue, as links (keyboard and screen reader alike). */
export function QueueNavigation({ applicationId }: { applicationId: string }) {
  const queue = useQuery({ queryKey: myQueueKey, queryFn: fetchMyQueue });
  const items = queue.data?.items ?? [];
  const index = items.findIndex((entry) => entry.id === applicationId);
  if (index < 0) return null;
  const previous = items[index - 1];
  const next = items[index + 1];
  return (
    <nav aria-label="Your queue" className="staff-queue-nav" data-testid="queue-navigation">
      <Link to={staffPaths.queue}>Your queue</Link>
      <span>
        Application {index + 1} of {items.length}
      </span>
      {previous && (
        <Link to={inQueuePath(previous.id)} rel="prev">
          Previous: {nameOf(previous)}
        </Link>
      )}
      {next && (
        <Link to={inQueuePath(next.id)} rel="next">
          Next: {nameOf(next)}
        </Link>
      )}
    </nav>
  );
}
