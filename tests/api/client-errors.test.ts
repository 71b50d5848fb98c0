// Issue 14, item 6: browser errors are really logged, and nothing else is accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('POST /api/client-errors on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { LOG_LEVEL: 'warn', RATE_LIMIT_IP_MAX: '3' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const report = (payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/client-errors', payload, remoteAddress: ip });
  const logged = () =>
    lines
      .map((line) => JSON.parse(line) as { msg: string; clientError?: Record<string, string> })
      .filter((entry) => entry.msg === 'client error');

  it('writes one structured log line, without a session, and answers 204 with no body', async () => {
    const res = await report({
      message: 'Cannot read properties of undefined',
      stack: 'TypeError: Cannot read properties of undefined\n    at About (about.js:1:1)',
      route: '/about?token=secret-draft-token#first_name',
      build: '0.1.0',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(logged().at(-1)?.clientError).toEqual({
      message: 'Cannot read properties of undefined',
      stack: 'TypeError: Cannot read properties of undefined\n    at About (about.js:1:1)',
      route: '/about',
      build: '0.1.0',
    });
  });

  it.each([
    [
      'answers',
      { message: 'x', route: '/about', build: '1', answer: { first_name: 'Ann' } },
      'The field "answer" is not allowed in the request body.',
    ],
    [
      'no message',
      { route: '/about', build: '1' },
      'The field "message" is required in the request body.',
    ],
    [
      'a route that is not a path',
      { message: 'x', route: 'https://evil.example/', build: '1' },
      undefined,
    ],
    ['an over-long message', { message: 'x'.repeat(2001), route: '/about', build: '1' }, undefined],
  ])('refuses a report with %s (400), logging nothing', async (_name, payload, message) => {
    const before = logged().length;
    const res = await report(payload, `10.0.1.${++address}`);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(/^The field "(route|message)" in the request body/);
    expect(logged()).toHaveLength(before);
  });

  it('is rate-limited per address (429 after the limit)', async () => {
    const ok = { message: 'x', route: '/about', build: '1' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await report(ok, '10.0.0.9')).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
  });
});
