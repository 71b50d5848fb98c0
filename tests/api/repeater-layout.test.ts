import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';

// Issue 27, item 2: a save or removal based on an older layout of a repeater is re-aimed at the
// entries as they are now, or refused; it never lands on another entry.
describe.each(databaseKinds)('repeated entries keep their identity on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = () => `layout.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
    });
  const profileOf = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/profile')).json() as {
      answer: Record<string, unknown>;
      repeater_generations: Record<string, number>;
    };
  const names = async (cookie: string) => {
    const { answer } = await profileOf(cookie);
    return [1, 2, 3, 4].map((i) => answer[`sibling_${i}_first_name`]);
  };
  const saveAt = (cookie: string, generation: number | undefined, answers: object) =>
    call(
      cookie,
      'PUT',
      generation === undefined ? '/api/answer' : `/api/answer?generation.sibling=${generation}`,
      answers,
    );

  /** Four brothers or sisters S1..S4, as both devices first see them. */
  async function fourSiblings(cookie?: string): Promise<string> {
    const who = cookie ?? (await newApplicant(t, email()));
    const put = await call(who, 'PUT', '/api/add-another', {
      button_id: 'sibling',
      num_components: 4,
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = await call(who, 'PUT', '/api/answer', {
      sibling_1_first_name: 'S1',
      sibling_2_first_name: 'S2',
      sibling_3_first_name: 'S3',
      sibling_4_first_name: 'S4',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return who;
  }

  it('gives every repeater generation 0 in the profile before any removal', async () => {
    const cookie = await newApplicant(t, email());
    expect((await profileOf(cookie)).repeater_generations).toEqual({
      legacy: 0,
      sibling: 0,
      high_school: 0,
    });
  });

  it('re-aims a save based on the layout before a removal at the entry it was typed into', async () => {
    const cookie = await fourSiblings();
    const removed = await call(cookie, 'POST', '/api/repeater/sibling/remove', { index: 2 });
    expect(removed.json()).toMatchObject({ num_components: 3, generation: 1 });
    expect((await profileOf(cookie)).repeater_generations.sibling).toBe(1);

    const res = await saveAt(cookie, 0, { sibling_3_first_name: 'S3-edited', first_name: 'Al' });
    expect(res.statusCode, res.body).toBe(200);
    // The revisions (the bases of the next saves) are tested in answer-revisions.test.ts.
    expect(res.json()).toMatchObject({
      message: 'Your answers have been saved.',
      conflicts: {},
      not_kept: [],
      generations: { sibling: 1 },
    });
    expect(await names(cookie)).toEqual(['S1', 'S3-edited', 'S4', '']);
    expect((await profileOf(cookie)).answer.first_name).toBe('Al');
  });

  it('judges a re-aimed key against the revision of where its entry is now (with Answer-Base)', async () => {
    const cookie = await fourSiblings();
    const before = (await call(cookie, 'GET', '/api/profile')).json() as {
      answer_revisions: Record<string, number>;
    };
    const base3 = before.answer_revisions.sibling_3_first_name as number;
    await call(cookie, 'POST', '/api/repeater/sibling/remove', { index: 2 });
    // The other device still shows four entries and edits the third, based on what it saw.
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/answer?generation.sibling=0',
      headers: { cookie, 'answer-base': JSON.stringify({ sibling_3_first_name: base3 }) },
      payload: { sibling_3_first_name: 'S3-edited' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The removal moved S3 into place 2 since: a conflict there, never a write onto S4.
    expect(res.json()).toMatchObject({
      conflicts: { sibling_2_first_name: { yours: 'S3-edited', theirs: 'S3' } },
      generations: { sibling: 1 },
    });
    expect(await names(cookie)).toEqual(['S1', 'S3', 'S4', '']);
  });

  it('writes a save based on the current generation where it is aimed', async () => {
    const cookie = await fourSiblings();
    await call(cookie, 'POST', '/api/repeater/sibling/remove', { index: 2 });
    const res = await saveAt(cookie, 1, { sibling_3_first_name: 'S4-edited' });
    expect(res.json()).toMatchObject({ generations: { sibling: 1 } });
    expect(await names(cookie)).toEqual(['S1', 'S3', 'S4-edited', '']);
  });

  it('refuses a save to the removed entry with ENTRY_REMOVED and writes none of it', async () => {
    const cookie = await fourSiblings();
    await call(cookie, 'POST', '/api/repeater/sibling/remove', { index: 2 });
    const res = await saveAt(cookie, 0, {
      sibling_2_first_name: 'S2-edited',
      sibling_4_first_name: 'S4-edited',
      first_name: 'Al',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This entry was removed on another device, so the change was not saved.',
      code: 'ENTRY_REMOVED',
      keys: ['sibling_2_first_name'],
      generations: { sibling: 1 },
    });
    expect(await names(cookie)).toEqual(['S1', 'S3', 'S4', '']);
    expect((await profileOf(cookie)).answer.first_name).toBeUndefined();
  });

  it('refuses a save into an entry the count dropped since; without a base it is stored unseen, as before', async () => {
    const cookie = await fourSiblings();
    const shrink = await call(cookie, 'PUT', '/api/add-another', {
      button_id: 'sibling',
      num_components: 2,
    });
    expect(shrink.json()).toEqual({ message: 'Saved.', generation: 2 });
    const refused = await saveAt(cookie, 0, { sibling_3_first_name: 'S3-edited' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ENTRY_REMOVED', keys: ['sibling_3_first_name'] });
    const blind = await saveAt(cookie, undefined, { sibling_3_first_name: 'S3-edited' });
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).toMatchObject({ not_kept: [] });
    expect(await names(cookie)).toEqual(['S1', 'S2', 'S3-edited', 'S4']);
    const kept = await saveAt(cookie, 0, { sibling_2_first_name: 'S2-edited' });
    expect(kept.json()).toMatchObject({ not_kept: [], generations: { sibling: 2 } });
  });

  it('re-aims a removal based on an older layout, and refuses one of an entry already removed', async () => {
    const cookie = await fourSiblings();
    await call(cookie, 'POST', '/api/repeater/sibling/remove', { index: 2, generation: 0 });
    const again = await call(cookie, 'POST', '/api/repeater/sibling/remove', {
      index: 2,
      generation: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This entry was already removed on another device.',
      code: 'ENTRY_REMOVED',
      generations: { sibling: 1 },
    });
    const stale = await call(cookie, 'POST', '/api/repeater/sibling/remove', {
      index: 3,
      generation: 0,
    });
    expect(stale.json()).toMatchObject({ num_components: 2, generation: 2 });
    expect(await names(cookie)).toEqual(['S1', 'S4', '', '']);
  });

  it.each([
    ['generation.sibling=abc', 'not a number'],
    ['generation.sibling=1.5', 'a fraction'],
    ['generation.sibling=-1', 'negative'],
    ['generation.sibling=99999999999', 'too large'],
    ['generation.sibling=0&generation.sibling=1', 'given twice'],
    ['generation.sibling=5', 'ahead of the stored one'],
    ['generation=0', 'no button'],
    ['other=1', 'another parameter'],
  ])('refuses a save with %s (%s) with 400 and writes nothing', async (query) => {
    const cookie = await fourSiblings();
    const res = await call(cookie, 'PUT', `/api/answer?${query}`, {
      sibling_2_first_name: 'X',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await names(cookie)).toEqual(['S1', 'S2', 'S3', 'S4']);
  });

  it('ignores the generation of a button no repeater has (a page older than the definitions)', async () => {
    const cookie = await fourSiblings();
    const res = await call(cookie, 'PUT', '/api/answer?generation.gone=7', {
      sibling_2_first_name: 'S2-edited',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names(cookie)).toEqual(['S1', 'S2-edited', 'S3', 'S4']);
  });

  it.each([
    [{ index: 2, generation: -1 }, 'negative'],
    [{ index: 2, generation: '0' }, 'a string'],
    [{ index: 2, generation: 3 }, 'ahead of the stored one'],
  ])('refuses a removal with generation %j (%s) with 400', async (payload, _label) => {
    const cookie = await fourSiblings();
    const res = await call(cookie, 'POST', '/api/repeater/sibling/remove', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(await names(cookie)).toEqual(['S1', 'S2', 'S3', 'S4']);
  });

  it('races a removal against a stale save 30 times and never loses or misplaces a name', async () => {
    const cookie = await newApplicant(t, email());
    for (let round = 0; round < 30; round++) {
      await fourSiblings(cookie);
      const base = (await profileOf(cookie)).repeater_generations.sibling ?? 0;
      const [removed, saved] = await Promise.all([
        call(cookie, 'POST', '/api/repeater/sibling/remove', { index: 2, generation: base }),
        saveAt(cookie, base, { sibling_3_first_name: `S3-edited-${round}` }),
      ]);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(saved.statusCode, saved.body).toBe(200);
      // Whichever came first, S2 is gone, S3 carries the edit and S4 is intact behind it.
      expect(await names(cookie)).toEqual(['S1', `S3-edited-${round}`, 'S4', '']);
    }
  });
});
