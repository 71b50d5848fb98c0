// The application API, submitting: refused (422) while incomplete, a save racing a submit, and
// a complete application submitted, its receipt mailed and every later write refused (409).
// (Answers: application-answers.test.ts; the client's other state:
// application-client-state.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { formatTime, type Answers } from '../../src/engine';
import { newApplicant } from '../helpers/accounts';
import { applicantCalls } from '../helpers/applicant-calls';
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
  const { call, profileOf } = applicantCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(kind, {}, { now: clock.now });
  });
  afterAll(() => t.close());

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
});
