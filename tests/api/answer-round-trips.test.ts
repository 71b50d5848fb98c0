// What a save costs the database (issue 31): a session's first save is two statements, the read
// that checks the session and the write; every save after it is one, judged against the
// process's copy of the application, the write checking the session itself. Health's floor is one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('the round trips of PUT /api/answer on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('are two for the first three-key save of a session, then one, however often it saves', async () => {
    const cookie = await newApplicant(t, 'trips@example.edu');
    const query = vi.spyOn(t.app.db, 'query');
    try {
      for (const [i, first_name] of ['Ada', 'Adah', 'Adam', 'Ava'].entries()) {
        query.mockClear();
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/answer',
          headers: { cookie },
          payload: { first_name, middle_name: 'B', last_name: 'Lovelace' },
        });
        expect(res.statusCode).toBe(200);
        // The process's own pollers (the live form version, the jobs) share the database.
        const saves = query.mock.calls.map(([sql]) => sql).filter((sql) => /applicants/.test(sql));
        if (i === 0) {
          expect(saves).toHaveLength(2);
          expect(saves[0]).toContain('FROM live JOIN applicants');
          expect(saves[1]).toContain('UPDATE applicants SET write_serial');
        } else {
          expect(saves).toHaveLength(1);
          expect(saves[0]).toMatch(/live AS[\s\S]*UPDATE applicants SET write_serial/);
        }
      }
    } finally {
      query.mockRestore();
    }
  });
});
