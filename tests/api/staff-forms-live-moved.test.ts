// Issue 29: a draft never silently undoes a version published after it was started (a rollback,
// forms:publish): the first publish is refused naming both versions, and the admin, told, may
// publish again to replace it. A draft started after the last publish publishes at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMovedMessage } from '../../src/server/forms/form-versions';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { newStaff, type TestStaff } from '../helpers/staff';
import { formsCalls, retitled } from '../helpers/staff-forms';

describe.each(databaseKinds)('a draft older than the live version on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  const { call, draft, health, saveDraft, publish, audited } = formsCalls(
    () => t,
    () => admin.cookie,
  );

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('refuses the first publish over a version published since, then replaces it when asked again', async () => {
    await saveDraft(retitled('About the applicant'));
    const rolled = await call('POST', '/staff/api/forms/rollback', { payload: { version: 1 } });
    expect(rolled.json()).toEqual({ version: 2 });

    const refused = await publish('retitled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: liveMovedMessage(2, 1), code: 'LIVE_MOVED' });
    expect(await health()).toBe(2);
    expect((await draft()).files['forms/about.json']).toMatchObject({
      title: 'About the applicant',
    });

    const replaced = await publish('retitled, over the rollback');
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toEqual({ version: 3 });
    expect(await health()).toBe(3);
    expect((await audited('forms_publish')).map((row) => row.detail)).toEqual([
      { revision: 1, liveMoved: { live: 2, base: 1 } },
      { revision: 1, version: 3, note: 'retitled, over the rollback' },
    ]);
  });

  it('publishes a draft started from the live version at once, even after earlier publishes', async () => {
    await saveDraft(retitled('About you and your family'));
    await saveDraft(retitled('About you'));
    const res = await publish('retitled again');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ version: 4 });
  });
});
