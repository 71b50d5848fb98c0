// What a save costs the database (issue 31): a three-key autosave is two statements, the read
// that checks the session and the write; health's floor is one.
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

  it('are two for a three-key save, however often it saves', async () => {
    const cookie = await newApplicant(t, 'trips@example.edu');
    const query = vi.spyOn(t.app.db, 'query');
    try {
      for (const first_name of ['Ada', 'Adah', 'Adam']) {
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
        expect(saves).toHaveLength(2);
        expect(saves[0]).toContain('FROM live JOIN applicants');
        expect(saves[1]).toContain('UPDATE applicants SET write_serial');
      }
    } finally {
      query.mockRestore();
    }
  });
});
