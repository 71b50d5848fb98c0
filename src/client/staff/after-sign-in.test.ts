import { describe, expect, it } from 'vitest';
import { afterSignIn, returnPath, signInReturningTo } from './after-sign-in';

describe('returning to a staff page after signing in', () => {
  it('carries the page and its search through the sign-in address', () => {
    const here = '/staff/applications?q=garc%C3%ADa&status=submitted&sort=-name';
    const signIn = signInReturningTo(here);
    expect(signIn).toMatch(/^\/staff\/sign-in\?next=/);
    expect(afterSignIn(new URL(signIn, 'https://x.example').searchParams)).toBe(here);
    expect(signInReturningTo('/staff')).toBe('/staff/sign-in');
  });

  it.each([
    ['/staff/applications/0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['/staff/audit?action=read', true],
    ['/staff', true],
    ['https://evil.example/staff', false],
    ['//evil.example/staff', false],
    ['/\\evil.example', false],
    ['/staff//evil.example', false],
    ['/staffing', false],
    ['/about', false],
    ['/staff/sign-in?next=/staff/audit', false],
    ['/staff/welcome?token=x', false],
    ['', false],
  ])('%s is %s', (next, kept) => {
    expect(returnPath(next)).toBe(kept ? next : '/staff');
  });

  it('opens the home page without a next page', () => {
    expect(afterSignIn(new URLSearchParams())).toBe('/staff');
  });
});
