import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER_SOURCE } from '../../src/server/plugins/scripts-after-paint';
import { buildTestApp, type TestApp } from '../helpers/app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it.each(['/api/health', '/api/nope', '/about'])('are on the response to %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe(`script-src 'self' ${AFTER_PAINT_LOADER_SOURCE}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the browser post uploads to a configured S3 endpoint and sets HSTS behind https', async () => {
    const s3 = await buildTestApp('pglite', {
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      PUBLIC_URL: 'https://apply.example.edu',
    });
    try {
      const res = await s3.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['content-security-policy'])).toContain(
        "connect-src 'self' http://127.0.0.1:4569",
      );
      expect(res.headers['strict-transport-security']).toContain('max-age=15552000');
    } finally {
      await s3.close();
    }
  });
});
