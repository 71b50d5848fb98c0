/** The server's readable companion cookie (no secret): present while a session may exist. */
export const LOGGED_IN_COOKIE = 'logged_in';

/** Spec section 6: logged-in status is judged by the presence of the session cookie. */
export function hasLoggedInCookie(cookieHeader: string): boolean {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some(
      (part) =>
        part.startsWith(`${LOGGED_IN_COOKIE}=`) && part.length > LOGGED_IN_COOKIE.length + 1,
    );
}

export function mayBeLoggedIn(): boolean {
  return typeof document !== 'undefined' && hasLoggedInCookie(document.cookie);
}
