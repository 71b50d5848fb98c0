import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { formatTime, type Answers } from '../../src/engine';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { mailTo, waitForMail } from '../helpers/outbox';

const SUBMITTED = { message: 'Your application has already been submitted.', code: 'SUBMITTED' };

describe.each(databaseKinds)('the application API on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let n = 0;
  const email = (name = 'app') => `${name}.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      // The client sends `{}` when a write has no payload (src/client/api/http.ts).
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const profileOf = async (cookie: string) => (await call(cookie, 'GET', '/api/profile')).json();

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

  it('PUT /api/last-page saves a path and refuses anything else', async () => {
    const cookie = await newApplicant(t, email());
    expect(
      (await call(cookie, 'PUT', '/api/last-page', { last_page: '/education' })).statusCode,
    ).toBe(200);
    expect((await profileOf(cookie)).last_page).toBe('/education');
    const url = await call(cookie, 'PUT', '/api/last-page', { last_page: 'https://evil.example/' });
    expect(url.statusCode).toBe(400);
    expect(url.json().message).toContain('last_page');
    expect((await call(cookie, 'PUT', '/api/last-page', {})).json().message).toContain(
      '"last_page" is required',
    );
  });

  it('POST /api/web-status appends each status once, with the earlier ones, and refuses others', async () => {
    const cookie = await newApplicant(t, email());
    expect(
      (await call(cookie, 'POST', '/api/web-status', { web_status: 'started' })).statusCode,
    ).toBe(200);
    await call(cookie, 'POST', '/api/web-status', { web_status: 'started' });
    expect((await profileOf(cookie)).web_status).toEqual([{ web_status: 'started' }]);
    const other = await newApplicant(t, email());
    await call(other, 'POST', '/api/web-status', { web_status: 'validating' });
    expect((await profileOf(other)).web_status).toEqual([
      { web_status: 'started' },
      { web_status: 'validating' },
    ]);
    const bad = await call(cookie, 'POST', '/api/web-status', { web_status: 'accepted' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('web_status');
    const early = await call(cookie, 'POST', '/api/web-status', { web_status: 'submitted' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NOT_SUBMITTED');
  });

  it('POST /api/validations stores an error map and refuses other shapes', async () => {
    const cookie = await newApplicant(t, email());
    const res = await call(cookie, 'POST', '/api/validations', {
      first_name: ['First name is required.'],
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await call(cookie, 'POST', '/api/validations', { first_name: 'not a list' })).statusCode,
    ).toBe(400);
  });

  it('GET/PUT /api/add-another keep counts per button within the repeater maximum', async () => {
    const cookie = await newApplicant(t, email());
    expect((await call(cookie, 'GET', '/api/add-another')).json()).toEqual({});
    expect(
      (await call(cookie, 'PUT', '/api/add-another', { button_id: 'sibling', num_components: 3 }))
        .statusCode,
    ).toBe(200);
    await call(cookie, 'PUT', '/api/add-another', { button_id: 'sibling', num_components: 4 });
    expect((await call(cookie, 'GET', '/api/add-another')).json()).toEqual({ sibling: 4 });
    const unknown = await call(cookie, 'PUT', '/api/add-another', {
      button_id: 'nope',
      num_components: 2,
    });
    expect(unknown.statusCode).toBe(400);
    const tooMany = await call(cookie, 'PUT', '/api/add-another', {
      button_id: 'sibling',
      num_components: 6,
    });
    expect(tooMany.statusCode).toBe(400);
    const zero = await call(cookie, 'PUT', '/api/add-another', {
      button_id: 'sibling',
      num_components: 0,
    });
    expect(zero.statusCode).toBe(400);
    const text = await call(cookie, 'PUT', '/api/add-another', {
      button_id: 'sibling',
      num_components: '2',
    });
    expect(text.statusCode).toBe(400);
  });

  it('GET/PUT /api/tabs keep the chosen tab and empty the answers the other tabs own', async () => {
    const cookie = await newApplicant(t, email());
    expect((await call(cookie, 'GET', '/api/tabs')).json()).toEqual({});
    await call(cookie, 'PUT', '/api/answer', { additional_info_essay: 'About me' });
    const res = await call(cookie, 'PUT', '/api/tabs', {
      tab_id: 'additional_info_tabs',
      chosen_tab: 'upload',
    });
    expect(res.statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/tabs')).json()).toEqual({
      additional_info_tabs: 'upload',
    });
    expect((await profileOf(cookie)).answer.additional_info_essay).toBe('');
    expect(
      (await call(cookie, 'PUT', '/api/tabs', { tab_id: 'nope', chosen_tab: 'upload' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(cookie, 'PUT', '/api/tabs', {
          tab_id: 'additional_info_tabs',
          chosen_tab: 'nope',
        })
      ).statusCode,
    ).toBe(400);
  });

  // One schema for every definition id the API takes (src/server/routes/schemas.ts).
  it.each([
    ['PUT', '/api/add-another', { button_id: 'sib ling', num_components: 2 }, 400],
    ['PUT', '/api/add-another', { button_id: '', num_components: 2 }, 400],
    ['PUT', '/api/add-another', { button_id: 'x'.repeat(101), num_components: 2 }, 400],
    ['PUT', '/api/tabs', { tab_id: '../tabs', chosen_tab: 'upload' }, 400],
    ['PUT', '/api/tabs', { tab_id: 'additional_info_tabs', chosen_tab: 'up load' }, 400],
    // In the path, an id that cannot be one names no resource.
    ['POST', '/api/repeater/sib.ling/remove', { index: 2 }, 404],
  ] as const)(
    '%s %s refuses an id no definition could hold: %j',
    async (method, url, body, status) => {
      const cookie = await newApplicant(t, email());
      const res = await call(cookie, method, url, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(/must (match pattern|NOT have)/);
    },
  );

  describe('submit', () => {
    it('answers 422 with the engine errors for an incomplete application and changes nothing', async () => {
      const to = email('incomplete');
      const cookie = await newApplicant(t, to);
      await call(cookie, 'PUT', '/api/answer', { first_name: 'Ann' });
      const res = await call(cookie, 'POST', '/api/submit');
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.message).toBe("We're missing some information!");
      expect(body.errors.last_name).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(body.errors.first_name).toBeUndefined();
      const profile = await profileOf(cookie);
      expect(profile.submitted_at).toBeNull();
      expect(profile.web_status).toEqual([]);
      expect((await call(cookie, 'PUT', '/api/answer', { last_name: 'Lee' })).statusCode).toBe(200);
    });

    it('lets a save racing a submit land before it or refuses it, never both or neither', async () => {
      const cookie = await newApplicant(t, email('race'));
      const answers: Answers = { ...completeApplication(), additional_info_essay: 'Essay' };
      expect((await call(cookie, 'PUT', '/api/answer', answers)).statusCode).toBe(200);
      await call(cookie, 'PUT', '/api/tabs', {
        tab_id: 'additional_info_tabs',
        chosen_tab: 'essay',
      });
      const [save, submit] = await Promise.all([
        call(cookie, 'PUT', '/api/answer', { first_name: 'Raced' }),
        call(cookie, 'POST', '/api/submit'),
      ]);
      expect(submit.statusCode, submit.body).toBe(200);
      const stored = (await profileOf(cookie)).answer.first_name;
      if (save.statusCode === 200) expect(stored).toBe('Raced');
      else {
        expect(save.statusCode).toBe(409);
        expect(stored).toBe(answers.first_name);
      }
    });

    it('submits a complete application, mails a receipt, and then refuses every write with 409', async () => {
      const to = email('complete');
      const cookie = await newApplicant(t, to);
      // A visa type saved while a non-citizen, then hidden by a permanent-resident answer.
      const answers: Answers = {
        ...completeApplication(),
        citizenship_visa_status: 'F1',
        citizenship_visa_status_desc: 'F-1 Student',
      };
      expect((await call(cookie, 'PUT', '/api/answer', answers)).statusCode).toBe(200);
      await call(cookie, 'PUT', '/api/tabs', {
        tab_id: 'additional_info_tabs',
        chosen_tab: 'essay',
      });
      await call(cookie, 'PUT', '/api/answer', {
        additional_info_essay: answers.additional_info_essay || 'Essay',
      });
      await call(cookie, 'POST', '/api/web-status', { web_status: 'started' });
      await call(cookie, 'POST', '/api/web-status', { web_status: 'validating' });
      const res = await call(cookie, 'POST', '/api/submit');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: 'Your application was successfully submitted.',
        submitted_at: clock.now().toISOString(),
        reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      });
      const { reference } = res.json();
      const receipt = await waitForMail(t.dataDir, to, { subject: 'received your application' });
      expect(receipt.subject).toBe('We received your application to Sample University');
      expect(receipt.body).toContain('Thank you for applying to Sample University.');
      // Issue 14: the institution's time (America/Denver, named) and the reference.
      expect(receipt.body).toContain(`submitted on ${formatTime(clock.now())}.`);
      expect(formatTime(clock.now())).toMatch(/ M[SD]T$/);
      expect(receipt.body).toContain(`Your application reference is ${reference}.`);

      const profile = await profileOf(cookie);
      expect(profile.submitted_at).toBe(clock.now().toISOString());
      expect(profile.reference).toBe(reference);
      expect(profile.answer.citizenship_visa_status).toBe('');
      expect(profile.answer.citizenship_visa_status_desc).toBe('');
      expect(profile.answer.citizenship).toBe(answers.citizenship);
      expect(profile.web_status).toEqual([
        { web_status: 'started' },
        { web_status: 'validating' },
        { web_status: 'submitted' },
      ]);
      // The client's own "post status submitted" after submit is accepted and changes nothing.
      expect(
        (await call(cookie, 'POST', '/api/web-status', { web_status: 'submitted' })).statusCode,
      ).toBe(200);

      const writes: [method: 'PUT' | 'POST', url: string, payload?: object][] = [
        ['PUT', '/api/answer', { first_name: 'Changed' }],
        ['PUT', '/api/last-page', { last_page: '/education' }],
        ['PUT', '/api/tabs', { tab_id: 'additional_info_tabs', chosen_tab: 'upload' }],
        ['PUT', '/api/add-another', { button_id: 'sibling', num_components: 2 }],
        ['POST', '/api/validations', {}],
        ['POST', '/api/web-status', { web_status: 'validating' }],
        ['POST', '/api/submit'],
      ];
      for (const [method, url, payload] of writes) {
        const write = await call(cookie, method, url, payload);
        expect(write.statusCode, url).toBe(409);
        expect(write.json(), url).toEqual(SUBMITTED);
      }
      const after = await profileOf(cookie);
      expect(after).toEqual(profile);
      expect((await call(cookie, 'GET', '/api/tabs')).json()).toEqual({
        additional_info_tabs: 'essay',
      });
      await t.app.mail.idle();
      expect(mailTo(t.dataDir, to).filter((m) => m.subject.includes('received'))).toHaveLength(1);
    });
  });

  it('keeps two applicants apart: neither sees nor changes the other', async () => {
    const a = await newApplicant(t, email('alice'));
    const b = await newApplicant(t, email('bob'));
    await call(a, 'PUT', '/api/answer', { first_name: 'Alice' });
    await call(b, 'PUT', '/api/answer', { first_name: 'Bob' });
    await call(a, 'PUT', '/api/last-page', { last_page: '/final-steps' });
    await call(a, 'PUT', '/api/add-another', { button_id: 'legacy', num_components: 2 });
    await call(a, 'PUT', '/api/tabs', { tab_id: 'additional_info_tabs', chosen_tab: 'essay' });
    await call(a, 'POST', '/api/web-status', { web_status: 'started' });
    const pa = await profileOf(a);
    const pb = await profileOf(b);
    expect(pa.answer).toEqual({ first_name: 'Alice', additional_info_doc: '' });
    expect(pb.answer).toEqual({ first_name: 'Bob' });
    expect(pb.last_page).toBe('');
    expect(pb.web_status).toEqual([]);
    expect(pa.username).not.toBe(pb.username);
    expect((await call(b, 'GET', '/api/add-another')).json()).toEqual({});
    expect((await call(b, 'GET', '/api/tabs')).json()).toEqual({});
    await call(b, 'PUT', '/api/answer', { first_name: 'Mallory' });
    expect((await profileOf(a)).answer.first_name).toBe('Alice');
  });
});
