// A visitor's draft merged into an account at login is judged as a save of it would be: what no
// save could store is left out, and the draft never hides the applicant's stored work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newApplicant, PASSWORD } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { DAY, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { saveVisitorDraft } from '../helpers/visitor-draft';

describe.each(databaseKinds)('a draft merged at login on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const saveDraft = (answer: object) => saveVisitorDraft(t, answer);

  /** An account holding `stored`: its username. */
  const accountWith = async (stored: object) => {
    const username = `judged.${++n}@example.edu`;
    const cookie = await newApplicant(t, username);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: stored,
    });
    expect(res.statusCode, res.body).toBe(200);
    return username;
  };

  /** The answers stored after logging in with the draft. */
  const answersAfterLogin = async (username: string, token: string) => {
    const cookie = await logIn(t, username, PASSWORD, { draft_token: token });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    return res.json().answer;
  };

  it('drops a state the stored country does not offer', async () => {
    const username = await accountWith({ country: 'CAN' });
    const token = await saveDraft({ country: 'USA', state: 'California', city: 'Sacramento' });
    expect(await answersAfterLogin(username, token)).toEqual({
      country: 'CAN',
      country_desc: 'Canada',
      city: 'Sacramento',
    });
  });

  it('leaves out what a stored answer hides', async () => {
    const username = await accountWith({ conviction: 'N' });
    const token = await saveDraft({
      conviction: 'Y',
      conviction_comment: 'Explained.',
      first_name: 'Ada',
    });
    expect(await answersAfterLogin(username, token)).toEqual({
      conviction: 'N',
      conviction_desc: 'No',
      first_name: 'Ada',
    });
  });

  it('drops a code its question no longer offers', async () => {
    // The draft is typed on the last day of a year, the login comes on the first of the next:
    // the oldest graduation year is no longer offered.
    const at = clock.now();
    let eve = new Date(at.getFullYear(), 11, 31, 12);
    if (eve <= at) eve = new Date(at.getFullYear() + 1, 11, 31, 12);
    clock.advance(eve.getTime() - at.getTime());
    const username = await accountWith({ first_name: 'Kept' });
    const oldest = String(eve.getFullYear() - 9);
    const token = await saveDraft({ grad_year: oldest, grad_month: '6' });
    clock.advance(DAY);
    expect(await answersAfterLogin(username, token)).toEqual({
      first_name: 'Kept',
      grad_month: '6',
      grad_month_desc: 'June',
    });
  });

  it('drops an answer that would hide stored work, and fills what it alone would have hidden', async () => {
    const username = await accountWith({ mailing_city: 'Boulder' });
    const token = await saveDraft({
      mailing_addr_same_as_perm_addr: true,
      mailing_country: 'USA',
      first_name: 'Ada',
    });
    expect(await answersAfterLogin(username, token)).toEqual({
      mailing_city: 'Boulder',
      mailing_country: 'USA',
      mailing_country_desc: 'United States',
      first_name: 'Ada',
    });
  });

  it('a consistent draft fills every gap as before', async () => {
    const username = await accountWith({ first_name: 'Kept' });
    const token = await saveDraft({
      first_name: 'Other',
      country: 'USA',
      state: 'Colorado',
      city: 'Denver',
      conviction: 'Y',
      conviction_comment: 'Explained.',
      mailing_addr_same_as_perm_addr: true,
    });
    expect(await answersAfterLogin(username, token)).toEqual({
      first_name: 'Kept',
      country: 'USA',
      country_desc: 'United States',
      state: 'Colorado',
      state_desc: 'Colorado',
      city: 'Denver',
      conviction: 'Y',
      conviction_desc: 'Yes',
      conviction_comment: 'Explained.',
      mailing_addr_same_as_perm_addr: true,
    });
  });
});
