import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';

const REMOVE = (button: string) => `/api/repeater/${button}/remove`;

describe.each(databaseKinds)('POST /api/repeater/{button_id}/remove on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = () => `remove.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      // Every write is JSON (the cross-site rule): a bodiless POST sends {}.
      ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
    });
  const answersOf = async (cookie: string) =>
    ((await call(cookie, 'GET', '/api/profile')).json() as { answer: Record<string, unknown> })
      .answer;
  const countsOf = async (cookie: string) => (await call(cookie, 'GET', '/api/add-another')).json();

  async function threeSiblings(): Promise<string> {
    const cookie = await newApplicant(t, email());
    await call(cookie, 'PUT', '/api/add-another', { button_id: 'sibling', num_components: 3 });
    const saved = await call(cookie, 'PUT', '/api/answer', {
      sibling_1_first_name: 'Ann',
      sibling_2_first_name: 'Bob',
      sibling_2_relationship: 'BROTHER',
      sibling_2_relationship_desc: 'Brother',
      sibling_3_first_name: 'Cy',
      sibling_3_age: '12',
      sibling_3_relationship: 'SISTER',
      sibling_3_relationship_desc: 'Sister',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return cookie;
  }

  it('removes entry 2 of 3: entry 3 moves up with its _desc companion, the count drops', async () => {
    const cookie = await threeSiblings();
    const res = await call(cookie, 'POST', REMOVE('sibling'), { index: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The entry was removed.');
    expect(body.num_components).toBe(2);
    expect(body.answers).toMatchObject({ sibling_2_first_name: 'Cy', sibling_3_first_name: '' });
    const answers = await answersOf(cookie);
    expect(answers).toMatchObject({
      sibling_1_first_name: 'Ann',
      sibling_2_first_name: 'Cy',
      sibling_2_age: '12',
      sibling_2_relationship: 'SISTER',
      sibling_2_relationship_desc: 'Sister',
      sibling_3_first_name: '',
      sibling_3_age: '',
      sibling_3_relationship: '',
      sibling_3_relationship_desc: '',
    });
    expect(await countsOf(cookie)).toEqual({ sibling: 2 });
  });

  it.each([
    [1, 'the first entry always stays'],
    [3, 'beyond the two entries shown'],
  ])('refuses index %s (%s) with 400 and changes nothing', async (index) => {
    const cookie = await newApplicant(t, email());
    await call(cookie, 'PUT', '/api/add-another', { button_id: 'sibling', num_components: 2 });
    await call(cookie, 'PUT', '/api/answer', { sibling_2_first_name: 'Bob' });
    const res = await call(cookie, 'POST', REMOVE('sibling'), { index });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `"sibling" has no entry ${index} that can be removed.`,
      code: 'BAD_INDEX',
    });
    expect((await answersOf(cookie)).sibling_2_first_name).toBe('Bob');
    expect(await countsOf(cookie)).toEqual({ sibling: 2 });
  });

  it('refuses an unknown button', async () => {
    const cookie = await newApplicant(t, email());
    const res = await call(cookie, 'POST', REMOVE('nope'), { index: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'There is no Add Another button "nope".',
      code: 'UNKNOWN_ID',
    });
  });

  it.each([
    [{}, 'no index'],
    [{ index: '2' }, 'a string'],
    [{ index: 2.5 }, 'a fraction'],
    [{ index: 2, extra: true }, 'another property'],
    [[2], 'not an object'],
  ])('refuses a body with %s (%s) with 400', async (payload, _label) => {
    const cookie = await threeSiblings();
    const res = await call(cookie, 'POST', REMOVE('sibling'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await countsOf(cookie)).toEqual({ sibling: 3 });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: REMOVE('sibling'),
      payload: { index: 2 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 409 after submit and changes nothing', async () => {
    const cookie = await newApplicant(t, email());
    await call(cookie, 'PUT', '/api/answer', completeApplication());
    await call(cookie, 'PUT', '/api/tabs', { tab_id: 'additional_info_tabs', chosen_tab: 'essay' });
    await call(cookie, 'PUT', '/api/answer', {
      additional_info_essay: completeApplication().additional_info_essay || 'Essay',
    });
    await call(cookie, 'PUT', '/api/add-another', { button_id: 'sibling', num_components: 2 });
    await call(cookie, 'POST', '/api/web-status', { web_status: 'started' });
    await call(cookie, 'POST', '/api/web-status', { web_status: 'validating' });
    const submit = await call(cookie, 'POST', '/api/submit');
    expect(submit.statusCode, submit.body).toBe(200);
    const res = await call(cookie, 'POST', REMOVE('sibling'), { index: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Your application has already been submitted.',
      code: 'SUBMITTED',
    });
    expect(await countsOf(cookie)).toEqual({ sibling: 2 });
  });
});
