import type { ApplicationQueue, Queues } from '../../../contracts/staff-queues';
import { site, type QueueOption } from '../../../engine';
import type { Queryable } from '../../db/database';
import { applicationQueuesRepository } from '../../repositories/application-queues';
import { assignmentsRepository } from '../../repositories/assignments';

/** The queue a submitted application sits in until an admin moves it (site.json's first). */
export function firstQueue(): string {
  return site.queues[0]?.id ?? '';
}

/** The configured queue with this id. */
export function queueOption(id: string): QueueOption | undefined {
  return site.queues.find((queue) => queue.id === id);
}

/** The configured queue an application is in; undefined while it is not submitted. */
export async function queueOf(
  db: Queryable,
  applicantId: string,
): Promise<QueueOption | undefined> {
  const id = await applicationQueuesRepository(db).of(applicantId, firstQueue());
  // A queue taken out of site.json since the move reads as a queue of that id, never blind.
  return id === undefined ? undefined : (queueOption(id) ?? { id, label: id, blind: false });
}

/** Every configured queue with how many submitted applications it holds. */
export async function listQueues(db: Queryable): Promise<Queues> {
  const counts = await applicationQueuesRepository(db).counts(firstQueue());
  return {
    items: site.queues.map(({ id, label, blind }) => ({
      id,
      label,
      blind,
      count: counts.get(id) ?? 0,
    })),
  };
}

/** Where an application is and who is to read it. */
export async function applicationQueue(
  db: Queryable,
  applicantId: string,
): Promise<ApplicationQueue> {
  const [queue, readers] = await Promise.all([
    queueOf(db, applicantId),
    assignmentsRepository(db).readersOf(applicantId),
  ]);
  return {
    queue: queue ? { id: queue.id, label: queue.label, blind: queue.blind } : null,
    readers,
  };
}
