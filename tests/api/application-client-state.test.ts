// The application API, the client's state beside the answers: the last page, the web status,
// the validations, the repeaters' counts and the chosen tabs; ids no definition could hold; and
// two applicants kept apart. (Answers: application-answers.test.ts; submitting:
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
