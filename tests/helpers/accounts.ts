import type { TestApp } from './app';
import { confirmationCodeOf, waitForMail } from './outbox';

export const PASSWORD = 'Correct-Horse-9-battery';

/** The `name=value` pairs of a reply's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}

/** Signs up and waits for the account work the server does after its reply. */
export async function signUp(t: TestApp, username: string, extra: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/public/signup',
    payload: { username, password: PASSWORD, ...extra },
  });
  await t.app.mail.idle();
  return res;
}

/** Signs up, reads the code from the outbox, confirms; returns the code used. */
export async function signUpAndConfirm(
  t: TestApp,
  username: string,
  extra: Record<string, string> = {},
): Promise<void> {
  const before = (await import('./outbox')).mailTo(t.dataDir, username).length;
  const res = await signUp(t, username, extra);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const mail = await waitForMail(t.dataDir, username, {
    subject: 'confirmation code',
    count: before + 1,
  });
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/public/confirm',
    payload: { username, code: confirmationCodeOf(mail) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
}

/** Logs in and returns the Cookie header of the new session. */
export async function logIn(
  t: TestApp,
  username: string,
  password = PASSWORD,
  extra: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/public/login',
    payload: { username, password, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

/** A confirmed account with a session: its Cookie header. */
export async function newApplicant(t: TestApp, username: string): Promise<string> {
  await signUpAndConfirm(t, username);
  return logIn(t, username);
}
