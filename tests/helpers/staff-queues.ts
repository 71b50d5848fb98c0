// What the queue tests (issue 33) start from, shared by staff-queues-assignments.test.ts and
// staff-queue-reviews.test.ts: one app, its staff and five applications, and their requests.
import type { TestApp } from './app';
import type { TestClock } from './clock';
import type { DatabaseKind } from './databases';
import { buildTestApp } from './app';
import { seedApplications } from './seed-applications';
import { newStaff, type TestStaff } from './staff';

/** A complete review by the review form. */
export const REVIEW = {
  rating_academic: '4',
  rating_personal: '3',
  recommendation: 'admit',
  review_comment: 'Strong mathematics; a thoughtful essay.',
};

export interface QueuesApp {
  t: TestApp;
  admin: TestStaff;
  reader: TestStaff;
  second: TestStaff;
  /** Four submitted applications, oldest first: all in the first queue, nobody's yet. */
  ids: string[];
  /** An application started, not submitted. */
  started: string;
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 15, minutes));

/**
 * The app on `clock` (no worker, no converter), an admin, two readers, four submitted
 * applications and one only started: so that each file of queue tests passes on its own.
 */
export async function buildQueuesApp(kind: DatabaseKind, clock: TestClock): Promise<QueuesApp> {
  const t = await buildTestApp(
    kind,
    { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
    { now: clock.now },
  );
  const admin = await newStaff(t, { role: 'admin' });
  const reader = await newStaff(t, { role: 'reader' });
  const second = await newStaff(t, { role: 'reader' });
  const ids = await seedApplications(
    t,
    Array.from({ length: 4 }, (_, i) => ({
      username: `queued.${i}@example.edu`,
      answers: { first_name: `Q${i}`, last_name: 'Queued' },
      status: 'submitted' as const,
      createdAt: at(i),
      submittedAt: at(i + 10),
    })),
  );
  const [started = ''] = await seedApplications(t, [
    { username: 'started@example.edu', status: 'started', createdAt: at(30) },
  ]);
  return { t, admin, reader, second, ids, started };
}

/** A request as a staff member, or with no cookie at all (''); `t` is read at each call. */
export function staffCall(t: () => TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestStaff | '',
    payload?: unknown,
  ) =>
    t().app.inject({
      method,
      url,
      headers: { cookie: who === '' ? '' : who.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
