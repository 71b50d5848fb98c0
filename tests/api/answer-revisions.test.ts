import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

interface SaveBody {
  message: string;
  revisions: Record<string, number>;
  conflicts: Record<
    string,
    { yours: string | boolean; theirs: string | boolean; revision: number }
  >;
}
interface ProfileBody {
  answer: Record<string, string | boolean>;
  answer_revisions: Record<string, number>;
}

/** A revision the reply must name. */
function at(revisions: Record<string, number>, key: string): number {
  const revision = revisions[key];
  if (revision === undefined) throw new Error(`no revision of ${key}`);
  return revision;
}

describe.each(databaseKinds)('answer revisions (issue 27) on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `revisions.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const save = (cookie: string, answers: object, base?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, ...(base === undefined ? {} : { 'answer-base': base }) },
      payload: answers,
    });
  const saved = async (cookie: string, answers: object, base?: Record<string, number>) => {
    const res = await save(cookie, answers, base && JSON.stringify(base));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SaveBody>();
  };
  const profileOf = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })
    ).json<ProfileBody>();

  it('a save with a stale base is a conflict: the newer value stays, the others are stored', async () => {
    const cookie = await newApplicant(t, email());
    const first = await saved(cookie, { first_name: 'Ann', last_name: 'Lee' });
    expect(first.message).toBe('Your answers have been saved.');
    expect(first.conflicts).toEqual({});
    const base = at(first.revisions, 'first_name');
    expect(base).toBeGreaterThan(0);
    expect(at(first.revisions, 'last_name')).toBe(base);
    // Another device, based on what it loaded, saves NEW.
    const phone = await saved(cookie, { first_name: 'NEW' }, { first_name: base });
    expect(phone.conflicts).toEqual({});
    const newer = at(phone.revisions, 'first_name');
    expect(newer).toBeGreaterThan(base);
    // The laptop, still based on the first revision, sends OLD and a new last name.
    const laptop = await saved(
      cookie,
      { first_name: 'OLD', last_name: 'Kim' },
      { first_name: base, last_name: base },
    );
    expect(laptop.message).toBe('Your answers have been saved.');
    expect(laptop.conflicts).toEqual({
      first_name: { yours: 'OLD', theirs: 'NEW', revision: newer },
    });
    expect(laptop.revisions).not.toHaveProperty('first_name');
    expect(at(laptop.revisions, 'last_name')).toBeGreaterThan(newer);
    const profile = await profileOf(cookie);
    expect(profile.answer).toMatchObject({ first_name: 'NEW', last_name: 'Kim' });
    expect(profile.answer_revisions).toMatchObject({
      first_name: newer,
      last_name: at(laptop.revisions, 'last_name'),
    });
    // Keeping mine: the same value again, based on the revision the conflict named.
    const kept = await saved(cookie, { first_name: 'OLD' }, { first_name: newer });
    expect(kept.conflicts).toEqual({});
    expect((await profileOf(cookie)).answer.first_name).toBe('OLD');
  });

  it('a stale base whose value equals the stored one (trimmed) is no conflict', async () => {
    const cookie = await newApplicant(t, email());
    const first = await saved(cookie, { first_name: 'Ann' });
    const second = await saved(cookie, { first_name: 'Bea' });
    await saved(cookie, { first_name: 'Cy' });
    const same = await saved(
      cookie,
      { first_name: ' Cy ' },
      { first_name: at(first.revisions, 'first_name') },
    );
    expect(same.conflicts).toEqual({});
    // Nothing changed: the key keeps its revision, which the reply names as the new base.
    expect(at(same.revisions, 'first_name')).toBeGreaterThan(at(second.revisions, 'first_name'));
    expect(at(same.revisions, 'first_name')).toBe(
      at((await profileOf(cookie)).answer_revisions, 'first_name'),
    );
  });

  it('a key never written has revision 0: a base of 0 saves; two first answers conflict', async () => {
    const cookie = await newApplicant(t, email());
    expect((await profileOf(cookie)).answer_revisions).toEqual({});
    const one = await saved(cookie, { middle_name: 'Jo' }, { middle_name: 0 });
    expect(one.conflicts).toEqual({});
    const two = await saved(cookie, { middle_name: 'Al' }, { middle_name: 0 });
    expect(two.conflicts).toEqual({
      middle_name: { yours: 'Al', theirs: 'Jo', revision: at(one.revisions, 'middle_name') },
    });
  });

  it('a save without a base overwrites, as before', async () => {
    const cookie = await newApplicant(t, email());
    await saved(cookie, { first_name: 'Ann' });
    await saved(cookie, { first_name: 'Bea' });
    const res = await saved(cookie, { first_name: 'Old script' });
    expect(res.conflicts).toEqual({});
    expect((await profileOf(cookie)).answer.first_name).toBe('Old script');
  });

  it('removing a repeater entry bumps the moved keys: a stale save of them is a conflict', async () => {
    const cookie = await newApplicant(t, email());
    await t.app.inject({
      method: 'PUT',
      url: '/api/add-another',
      headers: { cookie },
      payload: { button_id: 'sibling', num_components: 3 },
    });
    const first = await saved(cookie, {
      sibling_2_first_name: 'Bob',
      sibling_3_first_name: 'Cy',
    });
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/repeater/sibling/remove',
      headers: { cookie },
      payload: { index: 2 },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const { revisions } = removed.json<{ revisions: Record<string, number> }>();
    expect(at(revisions, 'sibling_2_first_name')).toBeGreaterThan(
      at(first.revisions, 'sibling_2_first_name'),
    );
    expect(at(revisions, 'sibling_2_first_name')).toBe(
      at((await profileOf(cookie)).answer_revisions, 'sibling_2_first_name'),
    );
    const stale = await saved(
      cookie,
      { sibling_2_first_name: 'Bobby' },
      { sibling_2_first_name: at(first.revisions, 'sibling_2_first_name') },
    );
    expect(stale.conflicts).toEqual({
      sibling_2_first_name: {
        yours: 'Bobby',
        theirs: 'Cy',
        revision: at(revisions, 'sibling_2_first_name'),
      },
    });
  });

  it('a draft merged at login bumps the keys it fills', async () => {
    const username = email();
    const cookie = await newApplicant(t, username);
    const before = (await profileOf(cookie)).answer_revisions.first_name ?? 0;
    const draft = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answer: { first_name: 'Dee' } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const again = await logIn(t, username, undefined, { draft_token: draft.json().token });
    const after = await profileOf(again);
    expect(after.answer.first_name).toBe('Dee');
    expect(at(after.answer_revisions, 'first_name')).toBeGreaterThan(before);
    const stale = await saved(again, { first_name: 'Eve' }, { first_name: before });
    expect(stale.conflicts.first_name).toEqual({
      yours: 'Eve',
      theirs: 'Dee',
      revision: at(after.answer_revisions, 'first_name'),
    });
  });

  it('emptying the other tabs bumps the emptied keys and names them in the reply', async () => {
    const cookie = await newApplicant(t, email());
    const essay = await saved(cookie, { additional_info_essay: 'Some words.' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tabs',
      headers: { cookie },
      payload: { tab_id: 'additional_info_tabs', chosen_tab: 'upload' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ message: string; revisions: Record<string, number> }>();
    expect(reply.message).toBe('Saved.');
    expect(at(reply.revisions, 'additional_info_essay')).toBeGreaterThan(
      at(essay.revisions, 'additional_info_essay'),
    );
    const profile = await profileOf(cookie);
    expect(profile.answer.additional_info_essay).toBe('');
    expect(at(profile.answer_revisions, 'additional_info_essay')).toBe(
      at(reply.revisions, 'additional_info_essay'),
    );
  });

  const chooseTab = (cookie: string, chosen: string, base?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/tabs',
      headers: { cookie, ...(base === undefined ? {} : { 'answer-base': base }) },
      payload: { tab_id: 'additional_info_tabs', chosen_tab: chosen },
    });

  it('a tab choice based on an older essay than the stored one is refused and empties nothing', async () => {
    const cookie = await newApplicant(t, email());
    // This device saw the essay empty (revision 0); another device wrote it since.
    await saved(cookie, { additional_info_essay: 'Typed on the laptop.' });
    const res = await chooseTab(cookie, 'upload', JSON.stringify({ additional_info_essay: 0 }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Answers this choice would empty were changed on another device, so the tab was not changed.',
      code: 'ANSWERS_CHANGED',
      keys: ['additional_info_essay'],
    });
    expect((await profileOf(cookie)).answer.additional_info_essay).toBe('Typed on the laptop.');
    const tabs = await t.app.inject({ method: 'GET', url: '/api/tabs', headers: { cookie } });
    expect(tabs.json()).toEqual({});
  });

  it('a tab choice based on the stored essay, or on one emptied since, empties it', async () => {
    const cookie = await newApplicant(t, email());
    const essay = await saved(cookie, { additional_info_essay: 'Seen here.' });
    const seen = at(essay.revisions, 'additional_info_essay');
    const res = await chooseTab(cookie, 'upload', JSON.stringify({ additional_info_essay: seen }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(cookie)).answer.additional_info_essay).toBe('');
    // Emptied since (revision moved on, nothing in it): nothing to lose, so the choice stands.
    const back = await chooseTab(cookie, 'essay', JSON.stringify({ additional_info_doc: 0 }));
    expect(back.statusCode, back.body).toBe(200);
    const again = await chooseTab(cookie, 'upload', JSON.stringify({ additional_info_essay: 0 }));
    expect(again.statusCode, again.body).toBe(200);
  });

  it.each([
    ['a key the choice does not empty', '{"first_name": 0}'],
    ['not JSON', '{additional_info_essay: 0}'],
  ])('a tab choice with a malformed base (%s) is 400 BAD_BASE', async (_, header) => {
    const cookie = await newApplicant(t, email());
    await saved(cookie, { additional_info_essay: 'Kept.' });
    const res = await chooseTab(cookie, 'upload', header);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_BASE' });
    expect((await profileOf(cookie)).answer.additional_info_essay).toBe('Kept.');
  });

  it.each([
    ['not JSON', '{first_name: 1}'],
    ['an array', '[1]'],
    ['a fraction', '{"first_name": 1.5}'],
    ['a negative revision', '{"first_name": -1}'],
    ['a string revision', '{"first_name": "3"}'],
    ['a huge revision', '{"first_name": 99999999999999999999}'],
    ['an infinite revision', '{"first_name": 1e400}'],
    ['a NUL in a key', '{"first\\u0000name": 1}'],
    ['a lone surrogate key', '{"\\ud800": 1}'],
    ['an unknown key', '{"favourite_colour": 1}'],
    ['a key the body does not send', '{"last_name": 1}'],
    ['a prototype key', '{"constructor": 1}'],
    ['a header far too long', JSON.stringify({ first_name: 1, pad: 'x'.repeat(17_000) })],
  ])('a malformed base (%s) is 400 BAD_BASE and stores nothing', async (_, header) => {
    const cookie = await newApplicant(t, email());
    const res = await save(cookie, { first_name: 'Ann' }, header);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'BAD_BASE' });
    expect(res.json().message).toMatch(/^The Answer-Base header is not accepted: /);
    expect((await profileOf(cookie)).answer.first_name ?? '').toBe('');
  });
});
