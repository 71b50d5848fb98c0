import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { RETRY_BASE_MS } from '../../src/server/staff/webhook/webhook-job';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { submitCompleteApplication } from '../helpers/submit';

const SECRET = 'a-webhook-secret-that-is-long-enough-0123';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The office's CRM as a test sees it: fails the first `failures` posts with 500, then 204. */
async function startReceiver(failures: number) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = received.length <= failures ? 500 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/admissions`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('the signed submit webhook on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const clock = new TestClock();
  const deliveries = () =>
    t.app.db.query<{ status: string; attempts: number; last_error: string }>(
      'SELECT status, attempts, last_error FROM webhook_deliveries',
    );

  beforeAll(async () => {
    receiver = await startReceiver(2);
    t = await buildTestApp(
      kind,
      {
        IN_PROCESS_WORKER: 'false',
        SOFFICE: 'off',
        SUBMIT_WEBHOOK_URL: receiver.url,
        SUBMIT_WEBHOOK_SECRET: SECRET,
      },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('posts each submission signed, retries with growing delays until a 2xx, and stops', async () => {
    const cookie = await newApplicant(t, 'hook@example.edu');
    const { submitted_at, reference } = await submitCompleteApplication(t, cookie);

    // Attempt 1 fails (500): recorded, and the next one waits RETRY_BASE_MS.
    expect(await t.app.worker.runOnce()).toBe(true);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries()).rows).toEqual([
      { status: 'pending', attempts: 1, last_error: 'HTTP 500 Internal Server Error' },
    ]);
    expect(await t.app.worker.runOnce()).toBe(false);
    clock.advance(RETRY_BASE_MS - 1);
    expect(await t.app.worker.runOnce()).toBe(false);
    clock.advance(1);
    // Attempt 2 fails; the next waits twice as long.
    expect(await t.app.worker.runOnce()).toBe(true);
    expect(receiver.received).toHaveLength(2);
    clock.advance(2 * RETRY_BASE_MS - 1);
    expect(await t.app.worker.runOnce()).toBe(false);
    clock.advance(1);
    // Attempt 3 is answered 204: delivered, nothing more queued.
    expect(await t.app.worker.runOnce()).toBe(true);
    expect(receiver.received).toHaveLength(3);
    expect((await deliveries()).rows).toEqual([
      { status: 'delivered', attempts: 3, last_error: '' },
    ]);
    clock.advance(24 * 3600_000);
    expect(await t.app.worker.runOnce()).toBe(false);

    const { rows } = await t.app.db.query<{ id: string }>(
      'SELECT id FROM applicants WHERE username = $1',
      ['hook@example.edu'],
    );
    const applicantId = rows[0]?.id ?? '';
    const key = `${applicantId}-${Date.parse(submitted_at)}`;
    for (const { headers, body } of receiver.received) {
      expect(headers['content-type']).toBe('application/json');
      expect(headers['idempotency-key']).toBe(key);
      expect(headers['x-signature']).toBe(
        `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`,
      );
      expect(JSON.parse(body)).toMatchObject({
        event: 'application.submitted',
        id: applicantId,
        reference,
        username: 'hook@example.edu',
        submitted_at,
        answer: { first_name: 'Alex', last_name: 'Rivera' },
        definitions_version: 1,
        language: 'en',
      });
    }
    // The same bytes each time: the receiver may compare or drop repeats by the key.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
  });

  it('records a receiver that cannot be reached, and keeps trying', async () => {
    await receiver.close();
    const cookie = await newApplicant(t, 'hook2@example.edu');
    await submitCompleteApplication(t, cookie);
    expect(await t.app.worker.runOnce()).toBe(true);
    const { rows } = await t.app.db.query<{ attempts: number; last_error: string }>(
      `SELECT d.attempts, d.last_error FROM webhook_deliveries d JOIN applicants a ON a.id = d.applicant_id
        WHERE a.username = 'hook2@example.edu'`,
    );
    expect(rows[0]?.attempts).toBe(1);
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED/);
    const queued = await t.app.db.query("SELECT 1 FROM jobs WHERE kind = 'submit-webhook'");
    expect(queued.rows).toHaveLength(1);
  });
});

describe('the submit webhook settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'webhook-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [
      { SUBMIT_WEBHOOK_SECRET: SECRET },
      'SUBMIT_WEBHOOK_SECRET is set but SUBMIT_WEBHOOK_URL is not.',
    ],
    [
      { SUBMIT_WEBHOOK_URL: 'https://crm.example.edu/hook' },
      'SUBMIT_WEBHOOK_SECRET must be at least 32 characters.',
    ],
    [
      { SUBMIT_WEBHOOK_URL: 'ftp://crm.example.edu/hook', SUBMIT_WEBHOOK_SECRET: SECRET },
      'SUBMIT_WEBHOOK_URL must start with http: or https:; got "ftp://crm.example.edu/hook".',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('is off without either, and reads the timeout', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).submitWebhook).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SUBMIT_WEBHOOK_URL: 'https://crm.example.edu/hook',
        SUBMIT_WEBHOOK_SECRET: SECRET,
        SUBMIT_WEBHOOK_TIMEOUT_SECONDS: '3',
      }).submitWebhook,
    ).toEqual({ url: 'https://crm.example.edu/hook', secret: SECRET, timeoutMs: 3000 });
  });
});
