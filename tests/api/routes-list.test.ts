import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { listRoutes } from '../helpers/routes';

describe('the route list used by the every-route tests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('finds nested routes with their full paths', () => {
    const routes = listRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toContain('GET /api/profile');
    expect(routes).toContain('PUT /api/answer');
    expect(routes).toContain('DELETE /api/document-answer/:key');
    expect(routes).toContain('POST /api/pdf/document-answer/:key');
    expect(routes).toContain('POST /public/signup');
    expect(routes).toContain('GET /staff/api/forms');
    expect(routes).toContain('GET /staff/api/forms/draft');
    expect(routes).toContain('PUT /staff/api/forms/draft');
    expect(routes).toContain('GET /staff/api/forms/draft/impact');
    expect(routes).toContain('POST /staff/api/forms/publish');
    expect(routes).toContain('POST /staff/api/forms/rollback');
    expect(routes).toContain('GET /api/forms/live');
    expect(routes).toContain('GET /api/forms/:version/validators.js');
    expect(routes).not.toContain('HEAD /api/profile');
    expect(routes.length).toBeGreaterThan(25);
  });
});
