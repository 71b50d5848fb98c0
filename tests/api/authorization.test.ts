import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_REQUIRED } from '../../src/server/plugins/session';
import { BAD_SERVICE_TOKEN } from '../../src/server/service/service-access';
import { mintServiceToken } from '../../src/server/service/service-token';
import { makePng } from '../fixtures/documents';
import { logIn, newApplicant, signUpAndConfirm } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { HOUR, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { whileWorking } from '../helpers/jobs';
import { DOCUMENT_QUESTION, ROUTE_REQUESTS, requestFor } from '../helpers/route-requests';
import { listRoutes } from '../helpers/routes';
import { postToStore, presign, uploadAndConvert } from '../helpers/uploads';

const SECRET = 'authorization-test-secret-long-enough-0123456789';

/**
 * The authorization matrix of issue 9: every /api and /service route, called by everyone who
 * must not get in (nobody, a dead or foreign session, a bad service token) and by another
 * applicant holding applicant A's object keys. A's username, answers and file name carry a
 * unique marker; no reply to these callers may contain it, nor A's id.
 */
describe.each(databaseKinds)('authorization on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  const marker = `zq${randomBytes(5).toString('hex')}`;
  const aEmail = `${marker}@example.edu`;
  const bEmail = `other.${marker.slice(2)}@example.edu`;
  let aId = '';
  let aKeys: string[] = []; // the upload, its converted PDF, the application PDF
  const aObjects = new Map<string, Buffer>();
  let aLongLived = ''; // logged in first, kept busy past 12 hours
  let aIdle = ''; // logged in near the end, then left idle
  let aLoggedOut = '';
  let b = '';

  // Open without a session: the health check, browser error reports (visitors crash too) and
  // the live form version with its files and validators (visitors see the pages they draw).
  const SESSIONLESS = [
    'GET /api/health',
    'POST /api/client-errors',
    'GET /api/forms/live',
    'GET /api/forms/:version',
    'GET /api/forms/:version/browser',
    'GET /api/forms/:version/validators.js',
  ];
  const routes = () =>
    listRoutes(t.app)
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => /^\w+ \/(api|service)\//.test(r) && !SESSIONLESS.includes(r));
  const apiRoutes = () => routes().filter((r) => r.includes(' /api/'));
  const serviceRoutes = () => routes().filter((r) => r.includes(' /service/'));
  const keepAlive = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/keep-alive', headers: { cookie }, payload: {} });

  /** Nothing of A in a reply: not in its body, not in its headers (a download's file name). */
  function expectNothingOfA(res: LightMyRequestResponse, needles = [marker, aId]): void {
    const text = `${JSON.stringify(res.headers)}\n${res.body}`;
    for (const needle of needles)
      expect(text, `${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(needle);
    expect(res.headers['content-type'] ?? '').not.toContain('application/pdf');
  }

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off', SESSION_SECRET: SECRET },
      { now: clock.now },
    );
    await signUpAndConfirm(t, aEmail);
    aLongLived = await logIn(t, aEmail);
    const cookie = aLongLived;
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { first_name: marker, last_name: `${marker}son`, preferred_name: marker },
    });
    expect(save.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/tabs',
      headers: { cookie },
      payload: { tab_id: 'additional_info', chosen_tab: 'upload' },
    });
    await uploadAndConvert(t, cookie, DOCUMENT_QUESTION, {
      name: `${marker}.png`,
      type: 'image/png',
      data: makePng(),
    });
    expect(await t.app.worker.runOnce()).toBe(true);
    // Submitted, so A also has an application PDF that a wrong route could hand out.
    await t.database.db.query('UPDATE applicants SET submitted_at = $2 WHERE username = $1', [
      aEmail,
      clock.now(),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pdf', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(await t.app.worker.runOnce()).toBe(true);

    const { rows } = await t.database.db.query<{
      id: string;
      file_key: string;
      pdf_key: string;
      app_pdf: string;
    }>(
      `SELECT a.id, c.file_key, c.pdf_key, p.pdf_key AS app_pdf FROM applicants a
         JOIN document_conversions c ON c.applicant_id = a.id JOIN application_pdfs p ON p.applicant_id = a.id
        WHERE a.username = $1 AND c.status = 'completed' AND p.status = 'completed'`,
      [aEmail],
    );
    expect(rows).toHaveLength(1);
    aId = rows[0]!.id;
    aKeys = [rows[0]!.file_key, rows[0]!.pdf_key, rows[0]!.app_pdf];
    // The original upload is deleted once converted; its key is still one B must not use.
    for (const key of aKeys.slice(1))
      aObjects.set(key, await t.app.objectStore.get(key, 64 * 1024 * 1024));

    aLoggedOut = await logIn(t, aEmail);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: aLoggedOut } }))
        .statusCode,
    ).toBe(200);
    // Eleven hours fifty minutes of activity: the long-lived session stays idle-fresh.
    for (let elapsed = 0; elapsed < 12 * HOUR - 10 * MINUTE; elapsed += 10 * MINUTE) {
      clock.advance(10 * MINUTE);
      expect((await keepAlive(aLongLived)).statusCode).toBe(200);
    }
    aIdle = await logIn(t, aEmail);
    b = await newApplicant(t, bEmail);
  }, 120_000);
  afterAll(() => t.close());

  it('has a request for every /api and /service route, so none escapes the matrix', () => {
    expect(routes().sort()).toEqual(Object.keys(ROUTE_REQUESTS).sort());
    expect(apiRoutes().length).toBeGreaterThan(15);
    expect(serviceRoutes().length).toBeGreaterThan(0);
  });

  it('answers 401 on every /api route without a live session: none, made up, logged out, or a service token', async () => {
    const { token } = mintServiceToken(SECRET, aEmail, clock.now());
    const callers = {
      none: undefined,
      'made up': `session=${randomBytes(32).toString('base64url')}`,
      'logged out': aLoggedOut,
      'service token as a cookie': `session=${token}`,
    };
    for (const [who, cookie] of Object.entries(callers)) {
      for (const route of apiRoutes()) {
        const res = await t.app.inject(requestFor(route, { cookie }));
        expect(res.statusCode, `${who}: ${route}`).toBe(401);
        expect(res.json()).toEqual({ message: SESSION_REQUIRED });
        expectNothingOfA(res);
        // A service token in the query string is not a session either.
        const viaQuery = await t.app.inject(requestFor(route, { cookie, serviceToken: token }));
        expect(viaQuery.statusCode, `${who}: ${route}?service_token`).toBe(401);
      }
    }
  });

  it('answers 401 on every /service route for a missing, malformed, forged, tampered, foreign, expired or unknown-account token, and for sessions', async () => {
    const genuine = mintServiceToken(SECRET, bEmail, clock.now()).token;
    const [prefix, body, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const asA = Buffer.from(JSON.stringify({ ...claims, username: aEmail })).toString('base64url');
    const tokens: Record<string, string | undefined> = {
      missing: undefined,
      empty: '',
      malformed: 'st1.not-a-token',
      'tampered to name A': `${prefix}.${asA}.${signature}`,
      'forged signature': `${prefix}.${asA}.${'A'.repeat(43)}`,
      'signed with another secret': mintServiceToken(
        'another-secret-that-is-also-long-enough-01',
        aEmail,
        clock.now(),
      ).token,
      'expired (minted 25 h ago)': mintServiceToken(
        SECRET,
        aEmail,
        new Date(clock.now().getTime() - 25 * HOUR),
      ).token,
      'unknown account': mintServiceToken(SECRET, `nobody.${marker}@example.edu`, clock.now())
        .token,
    };
    for (const route of serviceRoutes()) {
      for (const [what, serviceToken] of Object.entries(tokens)) {
        const res = await t.app.inject(requestFor(route, { serviceToken }));
        expect(res.statusCode, `${what}: ${route}`).toBe(401);
        expect(res.json()).toEqual({ message: BAD_SERVICE_TOKEN });
        expectNothingOfA(res, [marker]);
      }
      for (const cookie of [aIdle, b]) {
        const res = await t.app.inject(requestFor(route, { cookie }));
        expect(res.statusCode, `a session on ${route}`).toBe(401);
      }
      // A genuine token opens its own application, and only that one.
      const own = await whileWorking(t, t.app.inject(requestFor(route, { serviceToken: genuine })));
      expect(own.statusCode).toBe(200);
      expect(own.body).not.toContain(marker);
    }
  });

  it("refuses another applicant who presents A's object keys, in paths, bodies and upload forms", async () => {
    const keyRoutes = apiRoutes().filter((r) => r.includes(':key'));
    expect(keyRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of keyRoutes) {
      for (const key of [...aKeys, `../../${aKeys[0]}`, `${aId}`]) {
        const request = requestFor(route, { cookie: b });
        const url = String(request.url).replace(DOCUMENT_QUESTION, encodeURIComponent(key));
        const res = await t.app.inject({ ...request, url });
        expect([401, 403, 404], `${route} with ${key}: ${res.body}`).toContain(res.statusCode);
        expectNothingOfA(res, [marker]);
      }
    }
    for (const fileKey of aKeys) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/pdf/document-answer/${DOCUMENT_QUESTION}`,
        headers: { cookie: b },
        payload: { file_key: fileKey, file_name: 'mine.png' },
      });
      expect(res.statusCode, `convert ${fileKey}`).toBe(403);
      expectNothingOfA(res, [marker]);
    }
    // B's own signed policy, pointed at A's upload: the signature covers the key.
    const policy = await presign(t, b, DOCUMENT_QUESTION, 'image/png');
    const overwrite = await postToStore(
      t,
      { ...policy, fields: { ...policy.fields, key: aKeys[0]! } },
      { name: 'x.png', type: 'image/png', data: makePng(8, 8) },
    );
    expect(overwrite.statusCode).toBe(403);
  });

  it('shows another applicant only their own data on every /api route', async () => {
    const own = await logIn(t, bEmail); // a session of its own: this sweep ends with logout
    for (const route of apiRoutes()) {
      const res = await t.app.inject(requestFor(route, { cookie: own }));
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      expectNothingOfA(res);
    }
  });

  it('answers 401 on every /api route to a session older than 12 hours, however recently used', async () => {
    clock.advance(11 * MINUTE); // 12 h 1 min after login; used 11 minutes ago
    for (const route of apiRoutes()) {
      const res = await t.app.inject(requestFor(route, { cookie: aLongLived }));
      expect(res.statusCode, route).toBe(401);
      expectNothingOfA(res);
    }
    // The same idle time on a young session is fine: age alone refused the first one.
    expect((await keepAlive(aIdle)).statusCode).toBe(200);
  });

  it('answers 401 on every /api route to a session idle for more than 15 minutes', async () => {
    clock.advance(15 * MINUTE + 1000);
    for (const route of apiRoutes()) {
      const res = await t.app.inject(requestFor(route, { cookie: aIdle }));
      expect(res.statusCode, route).toBe(401);
      expectNothingOfA(res);
    }
  });

  it("left A's answers, document and stored files as they were", async () => {
    const { rows } = await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM document_answers WHERE applicant_id = $1',
      [aId],
    );
    expect(rows[0]?.n).toBe(1);
    const answers = await t.database.db.query('SELECT data FROM answers WHERE applicant_id = $1', [
      aId,
    ]);
    expect(JSON.stringify(answers.rows)).toContain(marker);
    for (const [key, bytes] of aObjects)
      expect((await t.app.objectStore.get(key, 64 * 1024 * 1024)).equals(bytes), key).toBe(true);
  });
});
