import { confirmationCodeOf, waitForMail } from '../../tests/helpers/outbox';

export const SCRIPT_PASSWORD = 'Script-Password-42!';

export interface LoggedInApplicant {
  username: string;
  /** The Cookie header that carries the session. */
  cookie: string;
}

async function post(baseUrl: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * Signs applicants up through the real HTTP API, reads each confirmation code from the server's
 * outbox (DATA_DIR/outbox), confirms and logs in: what a person does, minus the typing.
 */
export async function createApplicants(
  baseUrl: string,
  dataDir: string,
  count: number,
  prefix = 'applicant',
): Promise<LoggedInApplicant[]> {
  const stamp = Date.now().toString(36);
  const made: LoggedInApplicant[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `${prefix}-${stamp}-${i}@example.edu`;
    await post(baseUrl, '/public/signup', { username, password: SCRIPT_PASSWORD });
    const mail = await waitForMail(dataDir, username, { subject: 'confirmation code' });
    await post(baseUrl, '/public/confirm', { username, code: confirmationCodeOf(mail) });
    made.push(await logIn(baseUrl, username));
  }
  return made;
}

export async function logIn(baseUrl: string, username: string): Promise<LoggedInApplicant> {
  const res = await post(baseUrl, '/public/login', { username, password: SCRIPT_PASSWORD });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { username, cookie };
}
