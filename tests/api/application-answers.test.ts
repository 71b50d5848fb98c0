// The application API, the answers: the profile of spec section 7, and PUT /api/answer merging
// what it is sent and refusing what the definitions do not allow, storing nothing then. (The
// client's other state: application-client-state.test.ts; submitting:
// application-submit.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { applicantCalls } from '../helpers/applicant-calls';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('the application API on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = (name = 'app') => `${name}.${++n}@example.edu`;
  const { call, profileOf } = applicantCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  it('returns the profile of spec section 7', async () => {
    const to = email();
    const cookie = await newApplicant(t, to);
    const res = await call(cookie, 'GET', '/api/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      username: to,
      last_page: '',
      language: 'en',
      successful_login: [expect.stringMatching(/^\d{4}-\d\d-\d\dT/)],
      web_status: [],
      answer: {},
      answer_revisions: {},
      document_answer: {},
      submitted_at: null,
      reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      repeater_generations: { legacy: 0, sibling: 0, high_school: 0 },
      decision: null,
    });
  });

  describe('PUT /api/answer', () => {
    it('merges the given keys over the stored ones', async () => {
      const cookie = await newApplicant(t, email());
      const first = await call(cookie, 'PUT', '/api/answer', {
        first_name: 'Ann',
        last_name: 'Lee',
        optin_sms_ind: true,
      });
      expect(first.statusCode).toBe(200);
      // Each stored key's revision comes back, the base of its next save (issue 27).
      expect(first.json()).toEqual({
        message: 'Your answers have been saved.',
        revisions: { first_name: 1, last_name: 1, optin_sms_ind: 1 },
        conflicts: {},
        not_kept: [],
        generations: {},
      });
      await call(cookie, 'PUT', '/api/answer', { last_name: 'Li', city: 'Denver' });
      expect((await profileOf(cookie)).answer).toEqual({
        first_name: 'Ann',
        last_name: 'Li',
        optin_sms_ind: true,
        city: 'Denver',
      });
    });

    it('keeps every key of concurrent saves by one applicant', async () => {
      const cookie = await newApplicant(t, email());
      const keys = ['first_name', 'middle_name', 'last_name', 'preferred_name', 'address_line_1'];
      const more = ['address_line_2', 'city', 'mailing_address_line_1', 'mailing_city'];
      const expected = Object.fromEntries([...keys, ...more].map((key) => [key, `v-${key}`]));
      const saves = await Promise.all(
        Object.entries(expected).map(([key, value]) =>
          call(cookie, 'PUT', '/api/answer', { [key]: value }),
        ),
      );
      expect(saves.map((res) => res.statusCode)).toEqual(saves.map(() => 200));
      expect((await profileOf(cookie)).answer).toEqual(expected);
    });

    it('refuses unknown keys, naming every one, and stores nothing', async () => {
      const cookie = await newApplicant(t, email());
      const res = await call(cookie, 'PUT', '/api/answer', {
        first_name: 'Ann',
        favourite_colour: 'red',
        constructor: 'x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('favourite_colour');
      expect(res.json().message).toContain('constructor');
      expect(Object.keys(res.json().errors).sort()).toEqual(['constructor', 'favourite_colour']);
      expect((await profileOf(cookie)).answer).toEqual({});
    });

    it('refuses values of the wrong type, naming them', async () => {
      const cookie = await newApplicant(t, email());
      const boolForString = await call(cookie, 'PUT', '/api/answer', { first_name: true });
      expect(boolForString.statusCode).toBe(400);
      expect(boolForString.json().message).toContain('first_name');
      const stringForBool = await call(cookie, 'PUT', '/api/answer', { optin_sms_ind: 'yes' });
      expect(stringForBool.statusCode).toBe(400);
      expect(stringForBool.json().message).toContain('optin_sms_ind');
      const number = await call(cookie, 'PUT', '/api/answer', { first_name: 5 });
      expect(number.statusCode).toBe(400);
      expect(number.json().message).toContain('first_name');
      const nested = await call(cookie, 'PUT', '/api/answer', { first_name: { a: 1 } });
      expect(nested.statusCode).toBe(400);
      const documentValue = await call(cookie, 'PUT', '/api/answer', {
        student_upload_card: 'maybe',
      });
      expect(documentValue.statusCode).toBe(400);
      expect(documentValue.json().message).toContain('student_upload_card');
    });

    it('refuses an answer longer than its question allows', async () => {
      const cookie = await newApplicant(t, email());
      const res = await call(cookie, 'PUT', '/api/answer', { first_name: 'x'.repeat(46) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('first_name');
      expect(
        (await call(cookie, 'PUT', '/api/answer', { first_name: 'x'.repeat(45) })).statusCode,
      ).toBe(200);
    });

    it("refuses a date question's answer that is not a real day, storing nothing", async () => {
      const cookie = await newApplicant(t, email());
      for (const birth_date of [
        '2007-02-29',
        '2008-04-31',
        '2008-13-01',
        '05/04/2008',
        '2008-5-4',
      ]) {
        const res = await call(cookie, 'PUT', '/api/answer', { birth_date, first_name: 'Ada' });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({
          birth_date: ['birth_date must be a real date written YYYY-MM-DD, or empty.'],
        });
      }
      for (const birth_date of ['2008-02-29', '']) {
        expect((await call(cookie, 'PUT', '/api/answer', { birth_date })).statusCode).toBe(200);
      }
      // The refused requests stored nothing, not even their valid first_name.
      expect((await call(cookie, 'GET', '/api/profile')).json().answer).toEqual({ birth_date: '' });
    });

    it('refuses a body over 256 KB with 413 {message}', async () => {
      const cookie = await newApplicant(t, email());
      const res = await call(cookie, 'PUT', '/api/answer', { first_name: 'x'.repeat(300 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        message: 'The request body is too large; the limit is 256 KB.',
      });
    });

    it('refuses a non-JSON body, malformed JSON and an array', async () => {
      const cookie = await newApplicant(t, email());
      const text = await t.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'first_name=Ann',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toMatch(/JSON/);
      const broken = await t.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"first_name": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: expect.any(String) });
      const array = await call(cookie, 'PUT', '/api/answer', ['Ann']);
      expect(array.statusCode).toBe(400);
      const proto = await t.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"__proto__": {"admin": true}}',
      });
      expect(proto.statusCode).toBe(400);
    });
  });
});
