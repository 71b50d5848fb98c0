import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PDF_PENDING } from '../../src/server/routes/service';
import { BAD_SERVICE_TOKEN } from '../../src/server/service/service-access';
import { mintServiceToken } from '../../src/server/service/service-token';
import { makePng } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { applicantCalls } from '../helpers/applicant-calls';
import { buildTestApp, type TestApp } from '../helpers/app';
import { HOUR, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { whileWorking } from '../helpers/jobs';
import { pdfText } from '../helpers/pdf-text';
import { uploadAndConvert } from '../helpers/uploads';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe.each(databaseKinds)('service tokens on %s', (kind) => {
  let t: TestApp;
  let graceCookie = '';
  const clock = new TestClock();
  const { call } = applicantCalls(() => t);
  const tmpPdf = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
    });

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off', SESSION_SECRET: SECRET },
      { now: clock.now },
    );
    const cookie = await newApplicant(t, 'grace@example.edu');
    graceCookie = cookie;
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { first_name: 'Grace', last_name: 'Hopper' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/tabs',
      headers: { cookie },
      payload: { tab_id: 'additional_info', chosen_tab: 'upload' },
    });
    await uploadAndConvert(t, cookie, 'student_upload_card', {
      name: 'card.png',
      type: 'image/png',
      data: makePng(),
    });
    await t.app.worker.runOnce();
    await newApplicant(t, 'other@example.edu');
  });
  afterAll(() => t.close());

  it('opens one application: answers, add-another, document answers and tabs', async () => {
    const { token, claims } = mintServiceToken(SECRET, 'Grace@Example.edu ', clock.now());
    const res = await tmpPdf(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'add_another',
      'answer',
      'applicant',
      'definitions_version',
      'document_answer',
      'language',
      'tabs',
    ]);
    // Issue 29: drawn with the questions of the version it was answered on; issue 32: the
    // language it is answered in, which the view states.
    expect(body.definitions_version).toBe(1);
    expect(body.language).toBe('en');
    // Issue 14: the print view's header facts.
    expect(body.applicant).toEqual({
      username: 'grace@example.edu',
      status: null,
      submitted_at: null,
      reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    expect(body.answer).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      student_upload_card: 'ANSWERED',
    });
    expect(body.document_answer).toEqual({
      student_upload_card: { file_name: 'card.png', file_size: makePng().length },
    });
    expect(typeof body.tabs).toBe('object');
    expect(typeof body.add_another).toBe('object');

    const { rows } = await t.database.db.query<{
      token_id: string;
      route: string;
      address: string;
      username: string;
    }>(
      `SELECT u.token_id, u.route, u.address, a.username FROM service_token_uses u JOIN applicants a ON a.id = u.applicant_id`,
    );
    expect(rows).toEqual([
      {
        token_id: claims.id,
        route: '/service/tmp-pdf',
        address: '127.0.0.1',
        username: 'grace@example.edu',
      },
    ]);
  });

  const servicePdf = (token: string) =>
    whileWorking(t, t.app.inject({ method: 'GET', url: `/service/pdf?service_token=${token}` }));
  const jobCount = async () =>
    (await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]?.n;

  it('names the language the application is answered in', async () => {
    const setLanguage = (language: string) =>
      call(graceCookie, 'PUT', '/api/language', { language });
    expect((await setLanguage('es')).statusCode).toBe(200);
    const { token } = mintServiceToken(SECRET, 'grace@example.edu', clock.now());
    expect((await tmpPdf(token)).json()).toMatchObject({ language: 'es', definitions_version: 1 });
    expect((await setLanguage('en')).statusCode).toBe(200);
  });

  it("downloads that application's PDF with the same token, made once until the answers change", async () => {
    const { token } = mintServiceToken(SECRET, 'grace@example.edu', clock.now());
    const res = await servicePdf(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Submitted\nNot submitted yet');
    expect(text).toMatch(/Reference\n[0-9A-Z]{4}-[0-9A-Z]{4}/);

    // Viewed again: the stored PDF, no new job.
    const again = await t.app.inject({ method: 'GET', url: `/service/pdf?service_token=${token}` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(await jobCount()).toBe(0);

    // Changed answers: made again, showing them.
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: graceCookie },
      payload: { first_name: 'Amazing' },
    });
    const changed = await servicePdf(token);
    expect((await pdfText(changed.rawPayload)).join('\n')).toContain('Amazing Hopper');
    // The first PDF starts the job thread, which loads the PDF code: slow on a loaded machine.
  }, 120_000);

  it('answers 503 when no worker makes the PDF in time', async () => {
    const { token } = mintServiceToken(SECRET, 'grace@example.edu', clock.now());
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: graceCookie },
      payload: { first_name: 'Grace' },
    });
    let settled = false;
    const pending = t.app.inject({ method: 'GET', url: `/service/pdf?service_token=${token}` });
    void pending.finally(() => (settled = true));
    // The wait's deadline is set once the job is queued, which a loaded machine may take a
    // while to reach: the clock moves past it again until the answer comes.
    while (!settled) {
      clock.advance(30_001);
      await sleep(100);
    }
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ message: SERVICE_PDF_PENDING });
    expect(await jobCount()).toBe(1);
    await t.app.worker.runOnce();
  });

  it('answers 401 for a missing, forged, tampered, foreign, unknown-account or expired token', async () => {
    const { token } = mintServiceToken(SECRET, 'grace@example.edu', clock.now());
    const [prefix, body, signature] = token.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        username: 'other@example.edu',
      }),
    ).toString('base64url');
    const bad = [
      '',
      'nonsense',
      `${prefix}.${otherBody}.${signature}`,
      `${prefix}.${body}.${signature!.slice(0, -2)}AA`,
      mintServiceToken(
        'another-secret-of-sufficient-length-000000',
        'grace@example.edu',
        clock.now(),
      ).token,
      mintServiceToken(SECRET, 'nobody@example.edu', clock.now()).token,
    ];
    for (const each of bad) {
      const res = await tmpPdf(each);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: BAD_SERVICE_TOKEN });
    }
    expect((await t.app.inject({ method: 'GET', url: '/service/tmp-pdf' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/service/pdf?service_token=x' })).statusCode,
    ).toBe(401);
    clock.advance(24 * HOUR + 1000);
    expect((await tmpPdf(token)).statusCode).toBe(401);
  });

  it('keeps the audit table append-only', async () => {
    const { db } = t.database;
    await expect(db.query('UPDATE service_token_uses SET address = $1', ['x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM service_token_uses')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE service_token_uses')).rejects.toThrow(/append-only/);
  });

  it('mints from the command line, without opening a database a server holds', () => {
    // A live pid in server.pid is how the CLI knows the embedded database is in use.
    writeFileSync(join(t.dataDir, 'server.pid'), String(process.pid));
    const env = { ...process.env, DATA_DIR: t.dataDir, SESSION_SECRET: SECRET, DATABASE_URL: '' };
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/service-token.ts', '--email', 'grace@example.edu'],
      { env, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const token = /^(st1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/m.exec(run.stdout)?.[1];
    expect(token).toBeDefined();
    expect(run.stdout).toContain('/about?service_token=');
    const usage = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/service-token.ts'], {
      env,
      encoding: 'utf8',
    });
    expect(usage.status).toBe(2);
  });
});
