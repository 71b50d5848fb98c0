import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ROUTE_CASES } from '../fixtures/malformed-application-requests';
import { OTHER_ROUTE_CASES, type Case } from '../fixtures/malformed-staff-requests';
import { buildTestAppWithClient, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { listRoutes } from '../helpers/routes';
import { newStaff, type TestStaff } from '../helpers/staff';

/**
 * Malformed input for every /staff/api route, keyed as listRoutes names them: impossible dates,
 * year 0000, over-long and malformed ids, wrong types, unknown parameters. A new staff route
 * fails the coverage test below until it has its cases in tests/fixtures
 * (malformed-application-requests.ts or malformed-staff-requests.ts). A path no route takes:
 * staff-api-not-found.test.ts.
 */
const CASES: Record<string, Case[]> = { ...APPLICATION_ROUTE_CASES, ...OTHER_ROUTE_CASES };

describe.each(databaseKinds)('malformed input on the staff routes (%s)', (kind) => {
  let t: TestApp;
  let admin: TestStaff;

  beforeAll(async () => {
    // A built client, so that a path that fell through to the pages would answer HTML.
    t = await buildTestAppWithClient(kind);
    admin = await newStaff(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('has cases for every staff route', () => {
    const routes = listRoutes(t.app)
      .filter((route) => route.url.startsWith('/staff/api/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(CASES).sort()).toEqual([...new Set(routes)].sort());
  });

  const all = Object.entries(CASES).flatMap(([route, cases]) =>
    cases.map((c) => [route.split(' ')[0] ?? 'GET', c.url, c.status, c] as const),
  );

  it.each(all)('%s %s answers %i in JSON', async (method, _url, _status, c) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: c.url,
      headers: {
        cookie: admin.cookie,
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET'
        ? {}
        : { payload: typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload) }),
    });
    expect(res.statusCode).toBe(c.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
