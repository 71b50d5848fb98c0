// What the staff review tests (issue 33) start from, shared by staff-review-notes.test.ts,
// staff-review-checklist.test.ts and staff-review-decision.test.ts.
import type { TestClock } from './clock';
import type { DatabaseKind } from './databases';
import { newApplicant } from './accounts';
import { buildTestApp, type TestApp } from './app';
import { newStaff, type TestStaff } from './staff';

export interface ApplicationUnderReview {
  t: TestApp;
  reader: TestStaff;
  admin: TestStaff;
  /** The applicant's own session. */
  applicantCookie: string;
  /** The application's id: Ruth Bader's, for fall 2027, not submitted. */
  id: string;
}

/**
 * The app on `clock` (no worker, no converter), a reader, an admin and one applicant's
 * application in progress: so that each file of review tests passes on its own.
 */
export async function buildApplicationUnderReview(
  kind: DatabaseKind,
  clock: TestClock,
): Promise<ApplicationUnderReview> {
  const t = await buildTestApp(
    kind,
    { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
    { now: clock.now },
  );
  const reader = await newStaff(t, { role: 'reader' });
  const admin = await newStaff(t, { role: 'admin' });
  const applicantCookie = await newApplicant(t, 'ruth@example.edu');
  await t.app.inject({
    method: 'PUT',
    url: '/api/answer',
    headers: { cookie: applicantCookie },
    payload: { first_name: 'Ruth', last_name: 'Bader', entry_term: '2027FA' },
  });
  const { rows } = await t.app.db.query<{ id: string }>(
    "SELECT id FROM applicants WHERE username = 'ruth@example.edu'",
  );
  return { t, reader, admin, applicantCookie, id: rows[0]?.id ?? '' };
}
