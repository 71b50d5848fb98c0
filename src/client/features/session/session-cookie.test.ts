import { describe, expect, it } from 'vitest';
import { hasLoggedInCookie } from './session-cookie';

describe('hasLoggedInCookie', () => {
  it('finds the readable companion cookie', () => {
    expect(hasLoggedInCookie('logged_in=1')).toBe(true);
    expect(hasLoggedInCookie('a=b; logged_in=1; c=d')).toBe(true);
  });

  it('is false without it or when it is empty', () => {
    expect(hasLoggedInCookie('')).toBe(false);
    expect(hasLoggedInCookie('logged_in=')).toBe(false);
    expect(hasLoggedInCookie('not_logged_in=1')).toBe(false);
  });
});
