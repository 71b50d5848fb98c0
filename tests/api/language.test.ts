import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, logIn, newApplicant, PASSWORD, signUp } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { confirmationCodeOf, linkOf, waitForMail } from '../helpers/outbox';
import { newStaff } from '../helpers/staff';
import { submitCompleteApplication } from '../helpers/submit';
import { ALREADY_SUBMITTED } from '../../src/server/application/open-application';
import { MISSING_INFORMATION } from '../../src/server/routes/api/submit';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { STAFF_SESSION_REQUIRED } from '../../src/server/staff/staff-session-plugin';
import spanishForms from '../../forms/translations/es.json';
import { site } from '../../src/engine';

describe.each(databaseKinds)('the account language (issue 32) on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = (name: string) => `${name}.${++n}@example.edu`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const profileOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
      language: string;
    }>();
  const putLanguage = (cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { cookie, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('is English for an account made without a choice, and PUT /api/language changes it', async () => {
    const cookie = await newApplicant(t, email('plain'));
    expect((await profileOf(cookie)).language).toBe('en');
    const res = await putLanguage(cookie, { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await profileOf(cookie)).language).toBe('es');
    expect((await putLanguage(cookie, { language: 'en' })).statusCode).toBe(200);
    expect((await profileOf(cookie)).language).toBe('en');
  });

  it.each([
    ['another language', { language: 'fr' }],
    ['an empty language', { language: '' }],
    ['a language in capitals', { language: 'ES' }],
    ['no language', {}],
    ['a language that is not text', { language: 1 }],
    ['a list', ['es']],
    ['another field besides', { language: 'es', extra: 1 }],
    ['a NUL character', { language: 'es\u0000' }],
    ['a lone surrogate', '{"language":"\\ud800"}'],
    ['no JSON at all', '{"language":'],
  ])('refuses %s with 400 and keeps the language', async (_case, payload) => {
    const cookie = await newApplicant(t, email('bad'));
    const res = await putLanguage(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect((await profileOf(cookie)).language).toBe('en');
  });

  it("a refusal is worded in the device's language; the workspace's stay English", async () => {
    const cookie = await newApplicant(t, email('refused'));
    await submitCompleteApplication(t, cookie);
    const save = (device: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie: `${cookie}; ${device}` },
        payload: { first_name: 'Ana' },
      });
    expect((await save('lang=es')).json()).toEqual({
      message: 'Su solicitud ya fue enviada.',
      code: 'SUBMITTED',
    });
    expect((await save('lang=en')).json().message).toBe(ALREADY_SUBMITTED);
    expect((await save('x=1')).json().message).toBe(ALREADY_SUBMITTED);
    const loggedOut = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: 'lang=es' },
    });
    expect(loggedOut.json().message).toBe(
      'No ha iniciado sesión, o su sesión venció. Inicie sesión de nuevo.',
    );
    const staff = await t.app.inject({
      method: 'GET',
      url: '/staff/api/me',
      headers: { cookie: 'lang=es' },
    });
    expect(staff.statusCode).toBe(401);
    expect(staff.json().message).toBe(STAFF_SESSION_REQUIRED);
  });

  it("a refused submit names what is missing in the device's language", async () => {
    const cookie = await newApplicant(t, email('missing'));
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { ...completeApplication(), last_name: '' },
    });
    const submit = (device: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/submit',
        headers: { cookie: `${cookie}; ${device}` },
        payload: {},
      });
    const spanish = await submit('lang=es');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json()).toEqual({
      message: '¡Falta información!',
      code: 'INVALID_APPLICATION',
      errors: { last_name: ['El apellido es obligatorio.'] },
    });
    expect((await submit('lang=en')).json()).toEqual({
      message: MISSING_INFORMATION,
      code: 'INVALID_APPLICATION',
      errors: { last_name: ['Last name is required.'] },
    });
  });

  it('needs a session', async () => {
    const res = await putLanguage('', { language: 'es' });
    expect(res.statusCode).toBe(401);
  });

  it('a sign-up from a Spanish page makes a Spanish account: its code e-mail is in Spanish', async () => {
    const to = email('es');
    await t.app.inject({
      method: 'POST',
      url: '/public/signup',
      headers: { cookie: 'lang=es' },
      payload: { username: to, password: PASSWORD },
    });
    await t.app.mail.idle();
    const mail = await waitForMail(t.dataDir, to);
    expect(mail.subject).toBe('Su código de confirmación de Sample University');
    expect(mail.body).toMatch(/^Su código de confirmación es \d{6}$/m);
    expect(mail.body).toContain('Ingréselo en la página “Confirme su cuenta”');
    expect(mail.body).not.toContain('Your confirmation code');
    expect(mail.body).toContain('<html lang="es">');
    // Opened on another device, which never chose a language, the page still comes in Spanish.
    expect(linkOf(mail, '/confirm').searchParams.get('lang')).toBe('es');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/public/confirm',
      payload: { username: to, code: confirmationCodeOf(mail) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await profileOf(await logIn(t, to))).language).toBe('es');
  });

  it('the reset e-mail and the receipt follow the account', async () => {
    const to = email('receipt');
    const cookie = await newApplicant(t, to);
    await putLanguage(cookie, { language: 'es' });
    await t.app.inject({
      method: 'POST',
      url: '/public/forgot-password',
      payload: { username: to },
    });
    await t.app.mail.idle();
    const reset = await waitForMail(t.dataDir, to, { subject: 'Restablezca' });
    expect(reset.body).toContain('Elija una nueva contraseña aquí');
    expect(linkOf(reset, '/reset').searchParams.get('username')).toBe(to);
    expect(linkOf(reset, '/reset').searchParams.get('lang')).toBe('es');
    const { reference } = await submitCompleteApplication(t, cookie);
    const receipt = await waitForMail(t.dataDir, to, { subject: 'Recibimos su solicitud' });
    expect(receipt.body).toContain(`El número de referencia de su solicitud es ${reference}.`);
    expect(receipt.body).toMatch(/Su solicitud se envió el \d{1,2} de [a-z]+ de \d{4}/);
    // The office's next steps (site.json) as the live version words them in Spanish.
    for (const step of site.nextSteps) {
      expect(receipt.body).not.toContain(step);
      expect(receipt.body).toContain(spanishForms.texts[step as keyof typeof spanishForms.texts]);
    }
    expect(receipt.body).toContain('<html lang="es">');

    // Staff read it in English and see the language it was submitted in, whatever the account
    // reads in afterwards.
    expect((await putLanguage(cookie, { language: 'en' })).statusCode).toBe(200);
    const staff = await newStaff(t, { role: 'reader' });
    const { rows } = await t.app.db.query<{ id: string }>(
      'SELECT id FROM applicants WHERE username = $1',
      [to],
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/staff/api/applications/${rows[0]?.id ?? ''}`,
      headers: { cookie: staff.cookie },
    });
    expect(read.json()).toMatchObject({ language: 'es', reference });
  });

  it("a log-in takes the device's latest choice; without one the account keeps its own", async () => {
    const to = email('login');
    const cookie = await newApplicant(t, to);
    await putLanguage(cookie, { language: 'es' });
    expect((await profileOf(await logIn(t, to))).language).toBe('es');
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { cookie: 'lang=en' },
      payload: { username: to, password: PASSWORD },
    });
    expect((await profileOf(cookieHeader(res.headers['set-cookie']))).language).toBe('en');
  });

  it('a sign-up without a choice mails its code in English', async () => {
    const to = email('english');
    await signUp(t, to);
    const first = await waitForMail(t.dataDir, to);
    expect(first.subject).toBe('Your Sample University confirmation code');
    expect(first.body).toContain('<html lang="en">');
    expect(linkOf(first, '/confirm').searchParams.has('lang')).toBe(false);
  });
});
