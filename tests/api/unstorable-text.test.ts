import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibilityOf } from '../../src/engine';
import { answerKeys, answerValueType } from '../../src/engine/model/answer-keys';
import { readViewState } from '../../src/server/application/view-state';
import { isDocumentKey } from '../../src/server/documents/document-keys';
import { isUnstorable } from '../../src/server/unstorable-text';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const CANNOT_STORE = 'contains a character that cannot be stored';

/** Any code point, any UTF-16 unit (lone surrogates too), and NUL, bidi overrides, BOM often. */
const char = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 6 },
  { arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), weight: 3 },
  { arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff'), weight: 2 },
);
const text = fc.string({ unit: char, maxLength: 40 });
// Document keys are set by uploads only: a save leaves them as the server knows them.
const stringKeys = answerKeys().filter(
  (key) => answerValueType(key) === 'string' && !isDocumentKey(key),
);

/**
 * Text the databases cannot store (NUL, unpaired surrogates) is refused with a 400 by one hook,
 * wherever it is sent: under every answer key of the data model, in drafts, validation maps,
 * account forms, query strings. JSON escapes (`"\ud800"`, `"\u0000"`) are checked after parsing.
 * Anything else is stored and read back unchanged, or refused by a rule: never a 500.
 */
describe.each(databaseKinds)('unstorable text on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      RATE_LIMIT_IP_MAX: '1000000',
      RATE_LIMIT_ACCOUNT_MAX: '1000000',
    });
    cookie = await newApplicant(t, 'unicode@example.edu');
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'POST', url: string, value: unknown, withSession = true) =>
    t.app.inject({
      method,
      url,
      // JSON.stringify writes a lone surrogate as the escape "\udxxx": the server must re-check.
      payload: JSON.stringify(value),
      headers: { 'content-type': 'application/json', ...(withSession ? { cookie } : {}) },
    });

  function expectRefusedIfUnstorable(res: { statusCode: number; body: string }, value: string) {
    const what = `${JSON.stringify(value)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (isUnstorable(value)) {
      expect(res.statusCode, what).toBe(400);
      expect(JSON.parse(res.body).message, what).toContain(CANNOT_STORE);
    } else {
      expect([200, 400], what).toContain(res.statusCode);
    }
  }

  it('refuses NUL and each kind of unpaired surrogate under every answer key, as raw JSON escapes', async () => {
    for (const key of answerKeys()) {
      for (const escaped of ['a\\u0000b', '\\ud800', 'x\\udfff', '\\udc00\\ud800']) {
        for (const [url, body] of [
          ['/api/answer', `{"${key}":"${escaped}"}`],
          ['/public/tmp', `{"answer":{"${key}":"${escaped}"}}`],
        ] as const) {
          const res = await t.app.inject({
            method: url === '/api/answer' ? 'PUT' : 'POST',
            url,
            payload: body,
            headers: { 'content-type': 'application/json', cookie },
          });
          expect(res.statusCode, `${key} ${escaped} ${url}`).toBe(400);
          expect(res.json().message).toBe(
            `The request body contains a character that cannot be stored in "${url === '/public/tmp' ? 'answer.' : ''}${key}": a NUL (U+0000) or an unpaired surrogate.`,
          );
        }
      }
    }
    // A well-formed pair is a real character (U+1F600) and is stored.
    expect((await send('PUT', '/api/answer', { first_name: '\ud83d\ude00' })).statusCode).toBe(200);
  });

  it('stores any storable text under any answer key (trimmed; emptied when hidden), and refuses the rest with 400', async () => {
    const { rows } = await t.app.db.query<{ id: string }>(
      'SELECT id FROM applicants WHERE username = $1',
      ['unicode@example.edu'],
    );
    const view = await readViewState(t.app.db, rows[0]!.id);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...stringKeys), text, async (key, value) => {
        const res = await send('PUT', '/api/answer', { [key]: value });
        expectRefusedIfUnstorable(res, value);
        if (res.statusCode !== 200) return;
        const profile = await t.app.inject({
          method: 'GET',
          url: '/api/profile',
          headers: { cookie },
        });
        const answers = profile.json().answer as Record<string, string | boolean>;
        // The server keeps text trimmed, and a question the stored answers hide stays empty.
        if (answers[key] !== value.trim()) {
          expect(answers[key], JSON.stringify(value)).toBe('');
          expect(visibilityOf('all', answers, view).clearKeys.has(key), key).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never answers 500 to such text in drafts, validation maps, account forms or lookups', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...answerKeys()), text, async (key, value) => {
        expectRefusedIfUnstorable(
          await send('POST', '/public/tmp', { answer: { [key]: value } }),
          value,
        );
        expectRefusedIfUnstorable(
          await send('POST', '/api/validations', { [key]: [value] }),
          value,
        );
        expectRefusedIfUnstorable(
          await send('POST', '/api/validations', { [value]: ['x'] }),
          value,
        );
        expectRefusedIfUnstorable(await send('PUT', '/api/last-page', { last_page: value }), value);
        for (const url of ['/public/login', '/public/signup', '/public/forgot-password'])
          expectRefusedIfUnstorable(
            await send('POST', url, { username: `${value}@example.edu`, password: value }, false),
            value,
          );
        const lookup = await t.app.inject({
          method: 'GET',
          url: '/lookup/find',
          query: { category: 'hs_ceeb', id: value },
        });
        // A URL cannot carry an unpaired surrogate (UTF-8 has none), only NUL as %00.
        expect(lookup.statusCode).toBeLessThan(500);
        if (value.includes('\u0000') && !isUnstorable(value.replaceAll('\u0000', '')))
          expect(lookup.statusCode).toBe(400);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
    await t.app.mail.idle();
  });
});
