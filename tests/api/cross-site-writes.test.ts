import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE } from '../../src/server/plugins/cross-site-writes';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { ROUTE_REQUESTS } from '../helpers/route-requests';
import { listRoutes, type RouteEntry } from '../helpers/routes';
import { newStaff } from '../helpers/staff';
import { multipartBody, presign } from '../helpers/uploads';

const PUBLIC_URL = 'https://apply.example.edu';
const JSON_REQUIRED =
  'Send the request body as JSON with the header Content-Type: application/json.';

/** Headers a browser sends on a request from another page than the application's own. */
const FOREIGN: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'https://other.example.edu' }, // a sibling subdomain: same site, not same origin
  { origin: 'http://apply.example.edu' }, // the right host on the wrong scheme
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL },
];
/** Headers of the application's own pages, and of no browser at all. */
const OWN: Record<string, string>[] = [
  {},
  { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
  { origin: 'http://localhost' }, // the request's own scheme and host (inject's Host)
  { 'sec-fetch-site': 'same-origin' },
  { 'sec-fetch-site': 'none' },
];

const isWrite = (route: RouteEntry) => route.method !== 'GET';

/**
 * Every state-changing route, read from Fastify's own tree (so routes added later are covered
 * without touching this file), refuses requests from other origins with 403 and bodies that
 * are not JSON with 415; reads stay open; `GET /api/logout` is a write for this purpose.
 */
describe.each(databaseKinds)('cross-site writes on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let routes: RouteEntry[];

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      PUBLIC_URL,
      RATE_LIMIT_IP_MAX: '100000',
      RATE_LIMIT_ACCOUNT_MAX: '100000',
    });
    // Both realms signed in, so every write (staff ones too) gets past its session check.
    const admin = await newStaff(t, { role: 'admin' });
    cookie = `${await newApplicant(t, 'cross-site@example.edu')}; ${admin.cookie}`;
    routes = listRoutes(t.app);
  });
  afterAll(() => t.close());

  function requestOf(route: RouteEntry, headers: Record<string, string>): InjectOptions {
    const known = ROUTE_REQUESTS[`${route.method} ${route.url}`];
    return {
      method: route.method as InjectOptions['method'],
      url: known?.url ?? route.url.replace(/:[a-z_]+/g, 'student_upload_card'),
      headers: {
        cookie,
        ...(isWrite(route) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(isWrite(route) ? { payload: JSON.stringify(known?.payload ?? {}) } : {}),
    };
  }

  it('answers 403 to every write from another origin, before anything else', async () => {
    const writes = routes.filter(isWrite);
    expect(writes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/submit', '/public/login', '/storage/upload']),
    );
    for (const route of [...writes, { method: 'GET', url: '/api/logout' }]) {
      for (const headers of FOREIGN) {
        const res = await t.app.inject(requestOf(route, headers));
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ message: CROSS_SITE });
      }
    }
    // The cross-site "GET /api/logout" left the session alive.
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
  });

  it('answers 415 to every write whose body is not JSON (multipart for the store upload)', async () => {
    for (const route of routes.filter(isWrite)) {
      for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded']) {
        const request = requestOf(route, {});
        const headers = { ...(request.headers as Record<string, string>) };
        delete headers['content-type'];
        if (type) headers['content-type'] = type;
        const res = await t.app.inject({ ...request, headers, payload: type ? 'a=1' : undefined });
        expect(res.statusCode, `${route.method} ${route.url} ${type}`).toBe(415);
        expect(res.json().message).toBe(
          route.url === '/storage/upload'
            ? 'Send the upload as multipart/form-data.'
            : JSON_REQUIRED,
        );
      }
    }
  });

  it('lets the application itself and non-browser clients write, and anyone read', async () => {
    for (const route of routes) {
      // Logout would end the session; the upload wants multipart (tested below).
      if (route.url === '/api/logout' || route.url === '/storage/upload') continue;
      for (const headers of isWrite(route) ? OWN : [...OWN, ...FOREIGN]) {
        const res = await t.app.inject(requestOf(route, headers));
        const what = `${route.method} ${route.url} ${JSON.stringify(headers)} -> ${res.statusCode} ${res.body.slice(0, 100)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        expect(res.statusCode, what).not.toBe(415);
        if (res.statusCode === 403) expect(res.json().message, what).not.toBe(CROSS_SITE);
      }
    }
  });

  it('keeps a text/plain or sibling-site submit from submitting the application', async () => {
    const victim = await newApplicant(t, 'victim@example.edu');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie: victim, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(plain.statusCode).toBe(415);
    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: {
        cookie: victim,
        origin: 'https://pages.example.edu',
        'sec-fetch-site': 'same-site',
      },
      payload: {},
    });
    expect(sibling.statusCode).toBe(403);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: victim },
    });
    expect(profile.json().submitted_at).toBeNull();
  });

  it('takes a multipart upload from the application page, and refuses it from another origin', async () => {
    const uploader = await newApplicant(t, 'uploader@example.edu');
    const presigned = await presign(t, uploader, 'student_upload_card', 'image/png');
    const png = {
      name: 'card.png',
      type: 'image/png',
      data: Buffer.from('89504e470d0a1a0a', 'hex'),
    };
    const upload = (origin: string) => {
      const { body, contentType } = multipartBody(presigned.fields, png);
      return t.app.inject({
        method: 'POST',
        url: presigned.url,
        headers: { 'content-type': contentType, origin },
        payload: body,
      });
    };
    expect((await upload('https://evil.example')).statusCode).toBe(403);
    expect((await upload(PUBLIC_URL)).statusCode).toBe(204);
  });
});
