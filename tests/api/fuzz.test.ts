import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { listRoutes, type RouteEntry } from '../helpers/routes';

/**
 * Bad input never breaks the server: random and malformed bodies, query strings and headers
 * sent to every route get a 4xx (or a 2xx when they happen to be valid) with a JSON message,
 * never a 5xx.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

function deeplyNested(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

const hostileKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
);
const jsonValue = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.oneof(fc.string(), hostileKeys), fc.jsonValue()),
  fc.dictionary(hostileKeys, fc.dictionary(fc.string(), fc.jsonValue())),
  fc
    .string({ minLength: 5000, maxLength: 20_000 })
    .map((s) => ({ first_name: s, username: s, password: s })),
);
const rawBody = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant('{"unterminated": '),
  fc.constant(deeplyNested(5000)),
  fc.constant(
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  ),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
);
const queryValue = fc.oneof(
  fc.string(),
  fc.constant('5'),
  fc.constant('-1'),
  fc.constant('college_ceeb'),
  fc.constant('9'.repeat(400)),
);
const query = fc.dictionary(
  fc.constantFrom(
    'token',
    'service_token',
    'text',
    'category',
    'max_results',
    'id',
    'key',
    '__proto__',
  ),
  queryValue,
);
const pathParam = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.constantFrom('../../etc/passwd', '%00', 'additional_info_doc', 'x'.repeat(300)),
);
const headers = fc.record(
  {
    cookie: fc.oneof(fc.string(), fc.constant('session=not-a-real-token'), fc.constant('session=')),
    accept: fc.constantFrom('application/json', '*/*', 'text/html'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.string()),
  },
  { requiredKeys: [] },
);

function expectJsonClientError(
  route: RouteEntry,
  status: number,
  body: string,
  type: string | undefined,
) {
  expect(
    status,
    `${route.method} ${route.url} answered ${status}: ${body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (status >= 400) {
    expect(type, `${route.method} ${route.url} ${status} is not JSON`).toMatch(/application\/json/);
    const parsed = JSON.parse(body) as { message?: unknown };
    expect(typeof parsed.message, `${route.method} ${route.url} ${status} has no message`).toBe(
      'string',
    );
  }
}

describe('every route refuses bad input with a JSON 4xx', () => {
  let t: TestApp;
  let cookie: string;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      RATE_LIMIT_IP_MAX: '1000000',
      RATE_LIMIT_ACCOUNT_MAX: '1000000',
    });
    cookie = await newApplicant(t, 'fuzz@example.edu');
    routes = listRoutes(t.app);
  });
  afterAll(() => t.close());

  it('survives random requests to every route, logged in and not', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          rawBody,
          contentType,
          query,
          pathParam,
          headers,
          fc.boolean(),
          async (body, type, q, param, h, loggedIn) => {
            const url = route.url.replace(/:[a-z_]+/g, encodeURIComponent(param));
            const options: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url,
              query: q,
              headers: {
                ...h,
                ...(loggedIn ? { cookie } : {}),
                ...(route.method === 'GET' || route.method === 'DELETE'
                  ? {}
                  : { 'content-type': type }),
              },
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
            };
            // Logging out would end the session the other runs use.
            if (route.url === '/api/logout' && loggedIn) return;
            const res = await t.app.inject(options);
            expectJsonClientError(
              route,
              res.statusCode,
              res.body,
              String(res.headers['content-type'] ?? ''),
            );
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // RUNS requests to each of the app's routes (over a hundred now, the staff's included) in
    // one test: the default 30 s was its whole running time on a machine at load 12.
  }, 180_000);

  it('refuses an oversized body, deep nesting and prototype keys in answers without harm', async () => {
    const big = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { first_name: 'x'.repeat(300 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(typeof big.json().message).toBe('string');
    const deep = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, 'content-type': 'application/json' },
      payload: deeplyNested(20_000),
    });
    expect(deep.statusCode).toBeGreaterThanOrEqual(400);
    expect(deep.statusCode).toBeLessThan(500);
    const proto = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "constructor": "x"}',
    });
    expect(proto.statusCode).toBe(400);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    const answer = profile.json().answer as Record<string, unknown>;
    expect(Object.hasOwn(answer, '__proto__')).toBe(false);
    expect(Object.hasOwn(answer, 'constructor')).toBe(false);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
