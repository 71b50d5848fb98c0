// The staff list's copy of each application's names and entry term follows site.json's
// `staffList` of the live version: filled again when a version that changes it goes live, not
// only at the next start (issue 29: no restart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications } from '../helpers/seed-applications';
import { publishLive } from '../helpers/staff-forms';

describe.each(databaseKinds)('the staff list columns on %s', (kind) => {
  let t: TestApp;
  let id = '';
  const row = async () =>
    (
      await t.app.db.query<{ name_search: string; listing_stamp: string }>(
        'SELECT name_search, listing_stamp FROM applicants WHERE id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    [id = ''] = await seedApplications(t, [
      {
        username: 'zed@example.edu',
        createdAt: new Date('2026-10-01T12:00:00Z'),
        answers: { first_name: 'Zed', last_name: 'Quill', email_address: 'zed.q@example.org' },
      },
    ]);
  });
  afterAll(() => t.close());

  it('are filled again by the staffList of a version published while the server runs', async () => {
    const before = await row();
    expect(before?.name_search).toContain('zed.q@example.org');
    const { files } = t.app.liveForms.current();
    const site = files['forms/site.json'] as { staffList: { searchKeys: string[] } };
    const staffList = {
      ...site.staffList,
      searchKeys: site.staffList.searchKeys.filter((key) => key !== 'email_address'),
    };
    await publishLive(
      t,
      { ...files, 'forms/site.json': { ...site, staffList } },
      'no e-mail search',
    );
    await expect.poll(async () => (await row())?.listing_stamp).not.toBe(before?.listing_stamp);
    expect((await row())?.name_search).toBe('zed quill');
  });
});
