import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

interface ProfileBody {
  answer: Record<string, string | boolean>;
  answer_revisions: Record<string, number>;
}

const SAME = 'mailing_addr_same_as_perm_addr';
const MAILING = { mailing_address_line_1: '1 Harbour Road', mailing_city: 'Portland' };

// A save whose change hides answers another device wrote unseen (issue 27): "same as my
// permanent address" on a page that never showed the mailing address typed on the phone.
describe.each(databaseKinds)('a save that hides answers changed elsewhere, on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `hidden.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const save = (cookie: string, answers: object, hiddenBase?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, ...(hiddenBase === undefined ? {} : { 'hidden-base': hiddenBase }) },
      payload: answers,
    });
  const profileOf = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })
    ).json<ProfileBody>();
  /** An applicant whose phone saved a mailing address: its revisions, as the phone learnt them. */
  const withMailingAddress = async () => {
    const cookie = await newApplicant(t, email());
    const res = await save(cookie, MAILING);
    expect(res.statusCode, res.body).toBe(200);
    return { cookie, revisions: res.json<{ revisions: Record<string, number> }>().revisions };
  };

  it('is refused when the page never saw them, and nothing of it is stored', async () => {
    const { cookie } = await withMailingAddress();
    const res = await save(cookie, { [SAME]: true, first_name: 'Ann' }, '{}');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Answers this change would hide were changed on another device, so the change was not saved.',
      code: 'HIDDEN_ANSWERS_CHANGED',
      keys: [SAME],
      hidden: Object.keys(MAILING).sort(),
    });
    const { answer } = await profileOf(cookie);
    expect(answer).toMatchObject(MAILING);
    expect(answer[SAME] ?? false).toBe(false);
    expect(answer.first_name ?? '').toBe('');
  });

  it('is refused when the page knew an older revision of one of them', async () => {
    const { cookie, revisions } = await withMailingAddress();
    const later = await save(cookie, { mailing_city: 'Bangor' });
    expect(later.statusCode, later.body).toBe(200);
    const res = await save(cookie, { [SAME]: true }, JSON.stringify(revisions));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ keys: [SAME], hidden: ['mailing_city'] });
    expect((await profileOf(cookie)).answer.mailing_city).toBe('Bangor');
  });

  it('empties them when the page knew them as stored', async () => {
    const { cookie, revisions } = await withMailingAddress();
    const res = await save(cookie, { [SAME]: true }, JSON.stringify(revisions));
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = await profileOf(cookie);
    expect(answer).toMatchObject({ [SAME]: true, mailing_address_line_1: '', mailing_city: '' });
  });

  it('empties them without the header, as before (scripts, older pages)', async () => {
    const { cookie } = await withMailingAddress();
    const res = await save(cookie, { [SAME]: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(cookie)).answer.mailing_city).toBe('');
  });

  it('is not refused for answers emptied since: there is nothing to lose', async () => {
    const { cookie } = await withMailingAddress();
    const emptied = await save(cookie, { mailing_address_line_1: '', mailing_city: '' });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const res = await save(cookie, { [SAME]: true }, '{}');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is not refused for a save that hides nothing', async () => {
    const { cookie } = await withMailingAddress();
    const res = await save(cookie, { [SAME]: false, first_name: 'Ann' }, '{}');
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(cookie)).answer).toMatchObject({ ...MAILING, first_name: 'Ann' });
  });

  it.each([
    ['not JSON', '{mailing_city: 1}'],
    ['an array', '[1]'],
    ['a negative revision', '{"mailing_city": -1}'],
    ['an unknown key', '{"favourite_colour": 1}'],
    ['a lone surrogate key', '{"\\ud800": 1}'],
    ['a header far too long', JSON.stringify({ mailing_city: 1, pad: 'x'.repeat(17_000) })],
  ])('a malformed Hidden-Base (%s) is 400 BAD_BASE and stores nothing', async (_, header) => {
    const { cookie } = await withMailingAddress();
    const res = await save(cookie, { [SAME]: true }, header);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_BASE' });
    expect(res.json().message).toMatch(/^The Hidden-Base header is not accepted: /);
    const { answer } = await profileOf(cookie);
    expect(answer).toMatchObject(MAILING);
    expect(answer[SAME] ?? false).toBe(false);
  });
});
