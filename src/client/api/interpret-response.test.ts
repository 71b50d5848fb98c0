import { describe, expect, it } from 'vitest';
import { languageStore } from '../i18n/language-store';
import en from '../i18n/messages/en.json';
import es from '../i18n/messages/es.json';
import { errorMessageOf, ServerError, UnauthorizedError } from './errors';
import { needsSession } from './http';
import { interpretResponse } from './interpret-response';

/** Spec section 8's generic text. */
const GENERIC = "We've encountered an unexpected error at this time. Please try again later.";

describe('interpretResponse (spec section 8)', () => {
  it('returns the parsed JSON of an OK response', () => {
    expect(interpretResponse(200, '{"username":"a@b.co"}')).toEqual({
      ok: true,
      data: { username: 'a@b.co' },
    });
  });

  it('treats an empty OK body as null', () => {
    expect(interpretResponse(204, '')).toEqual({ ok: true, data: null });
  });

  it('makes a non-JSON response a server error with the generic text', () => {
    for (const status of [200, 500, 502]) {
      const result = interpretResponse(status, '<html>Bad gateway</html>');
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error).toBeInstanceOf(ServerError);
      expect(result.error).not.toBeInstanceOf(UnauthorizedError);
      expect(result.error.message).toBe(GENERIC);
    }
  });

  it('makes 401 an UnauthorizedError with the server message', () => {
    const result = interpretResponse(401, '{"message":"Session expired."}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UnauthorizedError);
    expect(result.error.message).toBe('Session expired.');
    expect(result.error.status).toBe(401);
  });

  it('shows a string message of any other failure', () => {
    const result = interpretResponse(
      400,
      '{"message":"Incorrect username or password.","code":"bad_login"}',
    );
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'Incorrect username or password.', status: 400, code: 'bad_login' },
    });
  });

  it('falls back to the generic text when message is not a string', () => {
    for (const body of [
      '{"message":42}',
      '{"message":["a"]}',
      '{}',
      'null',
      '"text"',
      '{"message":""}',
    ]) {
      const result = interpretResponse(500, body);
      expect(result).toMatchObject({ ok: false, error: { message: GENERIC } });
    }
  });

  it('passes on the messages per answer of a refused submit', () => {
    const body =
      '{"message":"We\'re missing some information!","code":"INVALID_APPLICATION","errors":{"first_name":["First name is required."]}}';
    const result = interpretResponse(422, body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(422);
    expect(result.error.errors).toEqual({ first_name: ['First name is required.'] });
    const malformed = interpretResponse(
      422,
      '{"message":"x","errors":{"first_name":"not a list"}}',
    );
    expect(malformed.ok === false && malformed.error.errors).toBeUndefined();
  });

  it('keeps the failure body for calls whose contract puts more in it', () => {
    const body = '{"problems":[{"file":"forms/about.json","pointer":"","message":"x"}]}';
    const result = interpretResponse(422, body);
    expect(result.ok === false && result.error.body).toEqual(JSON.parse(body));
  });

  it('only /api/ calls need a session', () => {
    expect(needsSession('/api/profile')).toBe(true);
    expect(needsSession('/public/login')).toBe(false);
    expect(needsSession('/service/tmp-pdf')).toBe(false);
  });

  it('shows safe text for anything thrown', () => {
    expect(errorMessageOf(new ServerError('Shown.', 400))).toBe('Shown.');
    expect(errorMessageOf(new TypeError('internal detail'))).toBe(GENERIC);
  });

  it('writes the generic text in the language read (issue 32)', () => {
    languageStore.getState().use('es', es);
    try {
      const result = interpretResponse(502, '<html>Bad gateway</html>');
      expect(result.ok ? '' : result.error.message).toBe(
        'Se produjo un error inesperado. Inténtelo de nuevo más tarde.',
      );
      expect(errorMessageOf(new TypeError('internal detail'))).toBe(es['error.generic']);
    } finally {
      languageStore.getState().use('en', en);
    }
  });
});

describe('bodyOf', () => {
  it('sends JSON, and an empty object for a bodyless write', async () => {
    const { bodyOf } = await import('./http');
    expect(bodyOf('POST', { a: 1 })).toBe('{"a":1}');
    expect(bodyOf('POST', undefined)).toBe('{}');
    expect(bodyOf('DELETE', undefined)).toBe('{}');
    expect(bodyOf('GET', undefined)).toBeUndefined();
  });
});
