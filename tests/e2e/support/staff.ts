import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { freePort } from '../../../scripts/free-port';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { confirmationCodeOf, waitForMail } from '../../helpers/outbox';
import { dataDir as sharedDataDir } from './accounts';

/** The current RFC 6238 code of a base32 secret (the library and settings the server uses). */
export function totpNow(secret: string, offsetSteps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

// The staff specs' axe check is the applicant specs' one.
export { expectNoViolations } from './axe';

/** Accepts an invitation through the API and signs in through the page with a code. */
export async function signInWithInvitation(
  page: Page,
  username: string,
  welcomeLink: string,
  password: string,
): Promise<void> {
  const token = new URL(welcomeLink).searchParams.get('token');
  const welcome = await page.request.post('/staff/api/welcome', { data: { token, password } });
  expect(welcome.status(), await welcome.text()).toBe(200);
  const secret = new URL((await welcome.json()).otpauth_uri).searchParams.get('secret') ?? '';
  await page.goto('/staff/sign-in');
  await page.getByLabel('E-mail address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Saves the draft as `edit` leaves its files (an admin's request) and publishes it. */
export async function publishDraft(
  admin: APIRequestContext,
  note: string,
  edit: (files: Record<string, unknown>) => void,
): Promise<void> {
  const draft = (await (await admin.get('/staff/api/forms/draft')).json()) as {
    files: Record<string, unknown>;
  };
  edit(draft.files);
  const saved = await admin.put('/staff/api/forms/draft', { data: draft });
  expect(saved.status(), await saved.text()).toBe(200);
  const { revision } = (await saved.json()) as { revision: number };
  const published = await admin.post('/staff/api/forms/publish', { data: { revision, note } });
  expect(published.status(), await published.text()).toBe(201);
}

export interface StaffServer {
  server: RunningServer;
  dataDir: string;
  /** The first admin's welcome link, from `npm run staff -- invite`. */
  adminLink: string;
  stop(): Promise<void>;
}

/**
 * A server of its own on the embedded database, whose first admin was invited from the command
 * line before it started (as README tells an operator to do), with the shared run's client.
 */
export async function startStaffServer(adminEmail: string): Promise<StaffServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-staff-e2e-'));
  const port = String(await freePort());
  const env = {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? join(sharedDataDir(), 'client'),
    RATE_LIMIT_IP_MAX: '100000',
    DATABASE_URL: '',
    SMTP_URL: '',
    S3_BUCKET: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff.ts', 'invite', '--email', adminEmail, '--role', 'admin'],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  const adminLink = /Welcome link[^:]*: (\S+)/.exec(printed)?.[1];
  if (!adminLink) throw new Error(`no welcome link in: ${printed}`);
  const server = await startServer(env);
  return {
    server,
    dataDir,
    adminLink,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A staff server for one spec file's tests: started before them, stopped after. Returns its
 * getter (the server exists once the file's tests run).
 */
export function staffServerPerFile(adminEmail: string): () => StaffServer {
  let staff: StaffServer | undefined;
  test.beforeAll(async () => {
    // A server of its own and an invitation from the command line: slow when the machine is busy.
    test.setTimeout(240_000);
    staff = await startStaffServer(adminEmail);
  });
  test.afterAll(async () => {
    await staff?.stop();
  });
  return () => {
    if (!staff) throw new Error('the staff server has not started');
    return staff;
  };
}

/**
 * An applicant on a staff server, made through the public API (sign up, confirm from the
 * outbox, log in, save the answers given), then logged out again unless `stayLoggedIn`.
 */
export async function createApplicant(
  request: APIRequestContext,
  dataDir: string,
  {
    username,
    password,
    answers,
    stayLoggedIn = false,
  }: { username: string; password: string; answers: object; stayLoggedIn?: boolean },
): Promise<void> {
  const signup = await request.post('/public/signup', { data: { username, password } });
  expect(signup.status(), await signup.text()).toBe(200);
  const mail = await waitForMail(dataDir, username, { subject: 'confirmation code' });
  const confirm = await request.post('/public/confirm', {
    data: { username, code: confirmationCodeOf(mail) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const login = await request.post('/public/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  const save = await request.put('/api/answer', { data: answers });
  expect(save.status(), await save.text()).toBe(200);
  if (!stayLoggedIn) await request.get('/api/logout');
}
