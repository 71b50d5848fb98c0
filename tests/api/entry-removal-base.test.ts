import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const REMOVE = '/api/repeater/sibling/remove';

interface Saved {
  revisions: Record<string, number>;
}

// Removing an entry the page showed empty, which another device filled meanwhile (issue 27):
// the applicant confirmed removing what the page showed, not what was typed unseen.
describe.each(databaseKinds)('removing an entry changed elsewhere, on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `entry-base.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const put = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
  const remove = (cookie: string, body: object, base?: string) =>
    t.app.inject({
      method: 'POST',
      url: REMOVE,
      headers: { cookie, ...(base === undefined ? {} : { 'answer-base': base }) },
      payload: body,
    });
  const answersOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
      answer: Record<string, unknown>;
    }>().answer;
  /** Three siblings; the phone filled entry 2 after the laptop saw it empty (revision 0). */
  async function filledOnThePhone(): Promise<{ cookie: string; seen: Saved }> {
    const cookie = await newApplicant(t, email());
    await put(cookie, '/api/add-another', { button_id: 'sibling', num_components: 3 });
    const seen = await put(cookie, '/api/answer', {
      sibling_1_first_name: 'Ann',
      sibling_3_first_name: 'Cy',
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const phone = await put(cookie, '/api/answer', { sibling_2_first_name: 'Bob' });
    expect(phone.statusCode, phone.body).toBe(200);
    return { cookie, seen: seen.json<Saved>() };
  }

  it('is refused with 409 ANSWERS_CHANGED, and nothing moves', async () => {
    const { cookie } = await filledOnThePhone();
    const base = JSON.stringify({ sibling_2_first_name: 0, sibling_2_age: 0 });
    const res = await remove(cookie, { index: 2, generation: 0 }, base);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      message: 'Answers of this entry were changed on another device, so it was not removed.',
      code: 'ANSWERS_CHANGED',
      keys: ['sibling_2_first_name'],
    });
    expect(await answersOf(cookie)).toMatchObject({
      sibling_2_first_name: 'Bob',
      sibling_3_first_name: 'Cy',
    });
  });

  it('judges an entry that moved since where it is now, naming its keys as the page sent them', async () => {
    const { cookie, seen } = await filledOnThePhone();
    // The phone typed an age into entry 3, then removed entry 2: the laptop's entry 3 is now
    // entry 2, and its answers' revisions moved with it (a move writes them).
    await put(cookie, '/api/answer', { sibling_3_age: '9' });
    expect((await remove(cookie, { index: 2, generation: 0 })).statusCode).toBe(200);
    const base = { sibling_3_first_name: seen.revisions.sibling_3_first_name, sibling_3_age: 0 };
    const res = await remove(cookie, { index: 3, generation: 0 }, JSON.stringify(base));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ keys: ['sibling_3_first_name', 'sibling_3_age'] });
    expect(await answersOf(cookie)).toMatchObject({
      sibling_2_first_name: 'Cy',
      sibling_2_age: '9',
    });
  });

  it('removes the entry when the page knew its answers as stored', async () => {
    const { cookie } = await filledOnThePhone();
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    const known = profile.json<{ answer_revisions: Record<string, number> }>().answer_revisions;
    const base = JSON.stringify({ sibling_2_first_name: known.sibling_2_first_name });
    const res = await remove(cookie, { index: 2, generation: 0 }, base);
    expect(res.statusCode, res.body).toBe(200);
    expect(await answersOf(cookie)).toMatchObject({ sibling_2_first_name: 'Cy' });
  });

  it('removes it without the header, as before (scripts, older pages)', async () => {
    const { cookie } = await filledOnThePhone();
    expect((await remove(cookie, { index: 2 })).statusCode).toBe(200);
    expect((await answersOf(cookie)).sibling_2_first_name).toBe('Cy');
  });

  it.each([
    ['a key of another entry', '{"sibling_3_first_name": 0}'],
    ['a key of no entry', '{"first_name": 0}'],
    ['not JSON', '{sibling_2_first_name: 0}'],
    ['a negative revision', '{"sibling_2_first_name": -1}'],
  ])('a malformed base (%s) is 400 BAD_BASE and removes nothing', async (_, header) => {
    const { cookie } = await filledOnThePhone();
    const res = await remove(cookie, { index: 2 }, header);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_BASE' });
    expect((await answersOf(cookie)).sibling_2_first_name).toBe('Bob');
  });
});
