import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('error replies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string | object, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('names a missing field', async () => {
    const res = await post('/public/login', { username: 'a@example.edu' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The field "password" is required in the request body.',
    });
  });

  it('names an unknown field instead of dropping it', async () => {
    const res = await post('/public/forgot-password', { username: 'a@example.edu', admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The field "admin" is not allowed in the request body.',
    });
  });

  it('does not coerce types', async () => {
    const res = await post('/public/forgot-password', { username: 12345 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The field "username" in the request body must be a string.',
    });
  });

  it('answers malformed JSON, an empty body and a wrong content type with a JSON message', async () => {
    for (const res of [
      await post('/public/login', '{"username":'),
      await post('/public/login', ''),
      await post('/public/login', 'username=a', 'application/x-www-form-urlencoded'),
      await post('/public/login', '"just a string"'),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('refuses a body over 256 KB with 413 {message}', async () => {
    const res = await post('/public/tmp', { answer: { first_name: 'x'.repeat(300 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('256 KB');
  });
});
