import type { IncomingHttpHeaders } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant, PASSWORD } from '../helpers/accounts';
import { AFTER_PAINT_LOADER_SOURCE } from '../../src/server/plugins/scripts-after-paint';
import { buildTestApp, type TestApp } from '../helpers/app';
import { ROUTE_REQUESTS, requestFor } from '../helpers/route-requests';
import { listRoutes } from '../helpers/routes';

type Headers = IncomingHttpHeaders | OutgoingHttpHeaders;

/** Issue 9's header list: CSP without inline (but the pages' loader) or eval'd scripts, no framing, nosniff, a referrer policy. */
function expectSecurityHeaders(headers: Headers, what: string): void {
  const csp = String(headers['content-security-policy'] ?? '');
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim(), `${what}: script-src`).toBe(
    `script-src 'self' ${AFTER_PAINT_LOADER_SOURCE}`,
  );
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // Issue 16: features the application never uses are denied.
  const permissions = String(headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions, what).toContain(`${feature}=()`);
}

/**
 * Security headers (and no-store) on every response, not only on the pages: each route of the app (read from
 * Fastify's tree) answered anonymously and with a session, and the replies no route handler
 * writes: unknown paths, undecodable paths, over-long path parameters, bodies too large or of
 * the wrong type. The last three once came from Fastify itself, without any of the headers.
 */
describe('security headers on every response', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await buildTestApp('pglite', { IN_PROCESS_WORKER: 'false' });
    cookie = await newApplicant(t, 'headers@example.edu');
  });
  afterAll(() => t.close());

  it('are on the reply of every route, with and without a session', async () => {
    for (const { method, url } of listRoutes(t.app)) {
      const route = `${method} ${url}`;
      const known = ROUTE_REQUESTS[route];
      const request = known
        ? requestFor(route, { cookie })
        : { method: method as 'GET', url: url.replace(':key', 'x') };
      if (route === 'GET /api/logout') continue; // would end the session the loop uses; below
      for (const headers of [{}, { cookie }]) {
        const res = await t.app.inject({ ...request, headers });
        expectSecurityHeaders(res.headers, `${route} -> ${res.statusCode}`);
        // Answers, tokens, profiles and errors alike are never kept by a cache.
        expect(String(res.headers['cache-control']), route).toMatch(/\bno-store\b/);
      }
    }
    const logout = await t.app.inject(requestFor('GET /api/logout', { cookie }));
    expect(logout.statusCode).toBe(200);
    expectSecurityHeaders(logout.headers, 'logout');
  });

  it('marks the replies that carry a draft, a session token or answers no-store', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answer: { first_name: 'Draft' } },
    });
    const draft = await t.app.inject({
      method: 'GET',
      url: `/public/tmp?token=${saved.json().token}`,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'headers@example.edu', password: PASSWORD },
    });
    for (const res of [saved, draft, login]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    ['an unknown path', '/api/nothing-here', 404],
    ['an undecodable path', '/api/pdf/document-answer/%zz', 404],
    ['an over-long path parameter', `/api/pdf/document-answer/${'k'.repeat(500)}`, 404],
    ['a malformed path parameter', '/api/pdf/document-answer/Not-A-Key', 401],
  ])('are on the reply to %s, which is JSON {message}', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json())).toEqual(['message']);
    expectSecurityHeaders(res.headers, url);
  });

  it('are on 413 and 415 replies', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      headers: { 'content-type': 'application/json' },
      payload: `{"answer":{"first_name":"${'a'.repeat(300_000)}"}}`,
    });
    expect(big.statusCode).toBe(413);
    expectSecurityHeaders(big.headers, '413');
    const text = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });
    expect(text.statusCode).toBe(415);
    expectSecurityHeaders(text.headers, '415');
  });

  it('are on replies over real HTTP too, undecodable paths included', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/api/health', '/api/%zz', `/api/document-answer/${'k'.repeat(200)}`]) {
      const res = await fetch(`${address}${path}`);
      expect(res.status, path).toBe(path === '/api/health' ? 200 : 404);
      expectSecurityHeaders(Object.fromEntries(res.headers), path);
      expect(Object.keys((await res.json()) as object), path).not.toContain('statusCode');
    }
  });
});
