// The refusals of a save that the autosave's status line shows ("Not saved: …"), in the
// language of the device (issue 32): answers the data model does not take, text pasted with a
// NUL, a paste too large to send. English stays as it was; the keys named are codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('a refused save in the device language (issue 32) on %s', (kind) => {
  let t: TestApp;
  let cookie = '';

  beforeAll(async () => {
    t = await buildTestApp(kind);
    cookie = await newApplicant(t, 'refused.save@example.edu');
  });
  afterAll(() => t.close());

  const save = (device: string, payload: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: `${cookie}; ${device}`, 'content-type': 'application/json' },
      payload,
    });
  const stored = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
      answer: Record<string, unknown>;
    }>().answer;

  /** Twelve keys the data model does not know: ten named, the rest counted. */
  const unknownKeys = JSON.stringify(
    Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`nope_${i + 1}`, 'x'])),
  );
  const tenNamed = Array.from({ length: 10 }, (_, i) => `nope_${i + 1}`).join(', ');

  it.each([
    [
      'an answer the data model does not take',
      JSON.stringify({ birth_date: '2008-02-30' }),
      400,
      'These answers are not accepted: birth_date.',
      'No se aceptaron estas respuestas: birth_date.',
    ],
    [
      'more answers than it names',
      unknownKeys,
      400,
      `These answers are not accepted: ${tenNamed} and 2 more.`,
      `No se aceptaron estas respuestas: ${tenNamed} y 2 más.`,
    ],
    [
      'text pasted with a NUL',
      JSON.stringify({ first_name: 'Ana\u0000' }),
      400,
      'The request body contains a character that cannot be stored in "first_name": a NUL (U+0000) or an unpaired surrogate.',
      'Lo que se envió contiene en “first_name” un carácter que no se puede guardar: un carácter NUL (U+0000) o un sustituto Unicode sin pareja. Quítelo e inténtelo de nuevo.',
    ],
    [
      'a lone surrogate',
      '{"essay":"\\ud800"}',
      400,
      'The request body contains a character that cannot be stored in "essay": a NUL (U+0000) or an unpaired surrogate.',
      'Lo que se envió contiene en “essay” un carácter que no se puede guardar: un carácter NUL (U+0000) o un sustituto Unicode sin pareja. Quítelo e inténtelo de nuevo.',
    ],
    [
      'a paste over 256 KB',
      JSON.stringify({ first_name: 'x'.repeat(300 * 1024) }),
      413,
      'The request body is too large; the limit is 256 KB.',
      'Lo que se envió es demasiado grande; el límite es de 256 KB.',
    ],
  ])('%s: English or Spanish, nothing stored', async (_case, payload, status, english, spanish) => {
    const inSpanish = await save('lang=es', payload);
    expect(inSpanish.statusCode).toBe(status);
    expect(inSpanish.json().message).toBe(spanish);
    for (const device of ['lang=en', 'x=1']) {
      const res = await save(device, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(english);
    }
    expect(await stored()).toEqual({});
  });

  it('a refusal of a text not stored in the query string names the place in Spanish', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile?x=%00',
      headers: { cookie: `${cookie}; lang=es` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'La dirección de la página contiene en “x” un carácter que no se puede guardar: un carácter NUL (U+0000) o un sustituto Unicode sin pareja. Quítelo e inténtelo de nuevo.',
    );
  });
});
