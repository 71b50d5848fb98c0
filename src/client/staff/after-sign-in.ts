import { staffPaths } from './staff-paths';

const NEXT = 'next';

/**
 * The sign-in page's address that returns to `here` (a path with its query) afterwards, so a
 * link opened while signed out, or a session that ran out mid-search, lands where it pointed.
 */
export function signInReturningTo(here: string): string {
  const back = returnPath(here);
  return back === staffPaths.home
    ? staffPaths.signIn
    : `${staffPaths.signIn}?${new URLSearchParams({ [NEXT]: back })}`;
}

/**
 * Where to go after signing in: a page of the workspace the address names, never another site
 * (`//evil.example`, `/\evil.example`) or the sign-in page itself; the home page otherwise.
 */
export function returnPath(next: string | null): string {
  if (!next || next.includes('\\') || next.startsWith('//')) return staffPaths.home;
  const path = next.split(/[?#]/)[0] ?? '';
  const inWorkspace = path === staffPaths.home || path.startsWith(`${staffPaths.home}/`);
  const outside = [staffPaths.signIn, staffPaths.welcome].some(
    (page) => path === page || path.startsWith(`${page}/`),
  );
  return inWorkspace && !outside && !path.includes('//') ? next : staffPaths.home;
}

/** The page to open after signing in, from the sign-in page's address. */
export const afterSignIn = (search: URLSearchParams): string => returnPath(search.get(NEXT));
