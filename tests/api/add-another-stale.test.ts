import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';

// A page behind another device's Add Another sends the count it showed (`from`): a count that
// differs from the stored one is refused, so a stale press never drops entries it never saw.
describe.each(databaseKinds)('a stale Add Another on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = () => `stale.add.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const put = (cookie: string, count: number, from?: number) =>
    t.app.inject({
      method: 'PUT',
      url: from === undefined ? '/api/add-another' : `/api/add-another?from=${from}`,
      headers: { cookie },
      payload: { button_id: 'sibling', num_components: count },
    });
  const stored = async (cookie: string) => {
    const [counts, profile] = await Promise.all(
      ['/api/add-another', '/api/profile'].map((url) =>
        t.app.inject({ method: 'GET', url, headers: { cookie } }),
      ),
    );
    const answer = (profile!.json() as { answer: Record<string, unknown> }).answer;
    return {
      count: (counts!.json() as Record<string, number>).sibling,
      names: [1, 2, 3].map((i) => answer[`sibling_${i}_first_name`]),
    };
  };

  /** Device A added and filled brothers or sisters 2 and 3. */
  async function threeSiblings(): Promise<string> {
    const cookie = await newApplicant(t, email());
    expect((await put(cookie, 2, 1)).statusCode).toBe(200);
    expect((await put(cookie, 3, 2)).statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: {
        sibling_1_first_name: 'S1',
        sibling_2_first_name: 'S2',
        sibling_3_first_name: 'S3',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return cookie;
  }

  it('refuses a count based on one entry when three are stored, and drops none', async () => {
    const cookie = await threeSiblings();
    const res = await put(cookie, 2, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Entries were added or removed on another device, so the count was not changed.',
      code: 'COUNT_CHANGED',
      num_components: 3,
    });
    expect(await stored(cookie)).toEqual({ count: 3, names: ['S1', 'S2', 'S3'] });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ repeater_generations: { sibling: 0 } });
  });

  it('refuses one based on more entries than are stored (removed elsewhere)', async () => {
    const cookie = await threeSiblings();
    await put(cookie, 2);
    const res = await put(cookie, 4, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'COUNT_CHANGED', num_components: 2 });
    expect((await stored(cookie)).count).toBe(2);
  });

  it('adds from the stored count, the default 1 included; without `from` it is as before', async () => {
    const cookie = await newApplicant(t, email());
    expect((await put(cookie, 2, 1)).json()).toEqual({ message: 'Saved.', generation: 0 });
    expect((await put(cookie, 3, 2)).statusCode).toBe(200);
    expect((await put(cookie, 1)).json()).toEqual({ message: 'Saved.', generation: 2 });
    expect((await stored(cookie)).count).toBe(1);
  });

  it('answers 400 for a `from` that is no count', async () => {
    const cookie = await newApplicant(t, email());
    for (const from of ['0', '11', 'x', '1.5']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/add-another?from=${from}`,
        headers: { cookie },
        payload: { button_id: 'sibling', num_components: 2 },
      });
      expect(res.statusCode, from).toBe(400);
    }
  });
});
