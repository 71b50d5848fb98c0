import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';

// Issue 27, item 3: a save into a hidden section is emptied, and its reply says which keys.
describe.each(databaseKinds)('PUT /api/answer lists what it did not keep on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = () => `not-kept.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const save = (cookie: string, answers: object) =>
    t.app.inject({ method: 'PUT', url: '/api/answer', headers: { cookie }, payload: answers });
  const stored = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json()
      .answer as Record<string, unknown>;

  it('keeps an answer to a shown question and lists nothing', async () => {
    const cookie = await newApplicant(t, email());
    const res = await save(cookie, { mailing_city: 'Paris', first_name: 'Ann' });
    // The revisions (the bases of the next saves) are tested in answer-revisions.test.ts.
    expect(res.json()).toMatchObject({
      message: 'Your answers have been saved.',
      conflicts: {},
      not_kept: [],
      generations: {},
    });
    expect(await stored(cookie)).toMatchObject({ mailing_city: 'Paris', first_name: 'Ann' });
  });

  it('lists a key whose section what is stored hides (another tab hid it just before)', async () => {
    const cookie = await newApplicant(t, email());
    await save(cookie, { mailing_addr_same_as_perm_addr: true });
    const res = await save(cookie, { mailing_city: 'Paris', first_name: 'Ann' });
    expect(res.statusCode).toBe(200);
    // The revisions (the bases of the next saves) are tested in answer-revisions.test.ts.
    expect(res.json()).toMatchObject({
      message: 'Your answers have been saved.',
      conflicts: {},
      not_kept: ['mailing_city'],
      generations: {},
    });
    expect(await stored(cookie)).toMatchObject({ mailing_city: '', first_name: 'Ann' });
  });

  it('lists a key whose section the same save hides', async () => {
    const cookie = await newApplicant(t, email());
    const res = await save(cookie, {
      mailing_addr_same_as_perm_addr: true,
      mailing_city: 'Paris',
      mailing_zip: '',
    });
    expect(res.json()).toMatchObject({ not_kept: ['mailing_city'] });
    expect((await stored(cookie)).mailing_city).toBe('');
  });

  it('lists a re-aimed entry key as stored, under its entry as it is now', async () => {
    const cookie = await newApplicant(t, email());
    await save(cookie, { mailing_city: 'Paris' });
    await save(cookie, { mailing_addr_same_as_perm_addr: true });
    const res = await save(cookie, { mailing_city: 'Lyon', sibling_1_first_name: 'Bo' });
    expect(res.json()).toMatchObject({ not_kept: ['mailing_city'], generations: { sibling: 0 } });
  });
});
