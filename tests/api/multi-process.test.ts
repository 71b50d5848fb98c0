import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { createApplicants, logIn, type LoggedInApplicant } from '../../scripts/lib/applicants';
import { startServer, type RunningServer } from '../../scripts/start-server';
import { main as formsPublish } from '../../scripts/forms-publish';
import { makePng } from '../fixtures/documents';
import { editJson, retranslated, type Json } from '../helpers/json-edits';
import { multipartBody } from '../helpers/uploads';

const DATABASE_URL = process.env.DATABASE_URL;
const QUESTIONS = ['student_upload_card', 'additional_info_doc'];
const APPLICANTS = 6;

/**
 * Issue 9 item 2: two real server processes on one PostgreSQL schema (and one shared object
 * store folder, as two servers behind a load balancer would share a bucket). A session made by
 * one is honoured and ended by the other; conversion jobs queued through both, with both
 * running their in-process workers, are each taken exactly once. "Taken" is counted by a
 * trigger on the jobs table that records every lease and which server's connection made it
 * (PGAPPNAME names each process's connections).
 */
describe.runIf(DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const schema = `multi_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-multi-'));
  const servers: RunningServer[] = [];
  let admin: pg.Client;
  let applicants: LoggedInApplicant[] = [];

  const call = (
    server: RunningServer,
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
  ) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    const env = async (name: string) => ({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: DATABASE_URL ?? '',
      DATABASE_SCHEMA: schema,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      SOFFICE: 'off',
      IN_PROCESS_WORKER: 'true',
      PGAPPNAME: name,
    });
    const first = await env('server-1');
    servers.push(await startServer(first));
    // After the first start has migrated, before any job exists: count every lease.
    admin = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
    await admin.connect();
    await admin.query(`
      CREATE TABLE job_takes (job_id bigint, kind text, payload jsonb, taken_by text);
      CREATE FUNCTION record_take() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO job_takes VALUES (NEW.id, NEW.kind, NEW.payload, current_setting('application_name'));
          RETURN NEW;
        END $$;
      CREATE TRIGGER record_take AFTER UPDATE ON jobs FOR EACH ROW
        WHEN (NEW.attempts > OLD.attempts) EXECUTE FUNCTION record_take();`);
    // The same secret: it signs upload policies, which either server must accept.
    servers.push(
      await startServer({ ...(await env('server-2')), SESSION_SECRET: first.SESSION_SECRET }),
    );
    applicants = await createApplicants(servers[0]!.url, dataDir, APPLICANTS, `multi-${schema}`);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin?.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const liveVersions = () =>
    Promise.all(
      servers.map(async (server) => {
        const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
          definitions_version: number;
        };
        return health.definitions_version;
      }),
    );

  it('runs the same definitions in both processes: one definitions_version (issue 18)', async () => {
    expect(await liveVersions()).toEqual([1, 1]);
  });

  it('serves a version published elsewhere within 5 s in both processes, its new question taken, without a restart (issue 29)', async () => {
    const project = join(import.meta.dirname, '../..');
    const changed = mkdtempSync(join(tmpdir(), 'multi-forms-'));
    try {
      for (const folder of ['forms', 'schemas'])
        cpSync(join(project, folder), join(changed, folder), { recursive: true });
      editJson(changed, 'forms/about.json', (page) => ({ ...(page as object), title: 'About' }));
      // And a question the live version does not have: each process's engine must take it.
      editJson(changed, 'forms/about.json', (page) => {
        const about = page as { nodes: Json[] };
        const pet = { kind: 'question', key: 'pet_name', widget: 'text', label: 'Pet name' };
        return { ...about, nodes: [...about.nodes, pet] };
      });
      editJson(changed, 'schemas/answers.schema.json', (model) => {
        const schema = model as { properties: Record<string, Json> };
        return { ...schema, properties: { ...schema.properties, pet_name: { type: 'string' } } };
      });
      editJson(changed, 'forms/translations/es.json', (file) => {
        const renamed = retranslated(file, 'About You', 'About') as { texts: Record<string, Json> };
        return { ...renamed, texts: { ...renamed.texts, 'Pet name': 'Nombre de la mascota' } };
      });
      const savePet = (server: RunningServer) =>
        call(server, 'PUT', '/api/answer', applicants[0]?.cookie ?? '', { pet_name: 'Rex' }).then(
          (res) => res.status,
        );
      expect(await Promise.all(servers.map(savePet))).toEqual([400, 400]);
      const lines: string[] = [];
      const code = await formsPublish(['--note', 'retitled', '--from', changed], {
        env: { DATA_DIR: dataDir, DATABASE_URL, DATABASE_SCHEMA: schema },
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      });
      expect({ code, lines }).toEqual({
        code: 0,
        lines: [`Published ${changed} as form version 2, now live.`],
      });
      const published = Date.now();
      let versions = await liveVersions();
      while (versions.some((v) => v !== 2) && Date.now() - published < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        versions = await liveVersions();
      }
      expect(versions).toEqual([2, 2]);
      expect(await Promise.all(servers.map(savePet))).toEqual([200, 200]);
    } finally {
      rmSync(changed, { recursive: true, force: true });
    }
  });

  it('honours a session made by the other server, and a logout made by the other server', async () => {
    const [one, two] = servers as [RunningServer, RunningServer];
    for (const { username, cookie } of applicants) {
      const res = await call(two, 'GET', '/api/profile', cookie);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { username: string }).username).toBe(username);
    }
    const madeOnTwo = await logIn(two.url, applicants[0]!.username);
    expect((await call(one, 'GET', '/api/profile', madeOnTwo.cookie)).status).toBe(200);
    expect((await call(one, 'GET', '/api/logout', madeOnTwo.cookie)).status).toBe(200);
    expect((await call(two, 'GET', '/api/profile', madeOnTwo.cookie)).status).toBe(401);
  });

  it('does each conversion queued through either server exactly once', async () => {
    const queued: { applicant: LoggedInApplicant; question: string; poll: RunningServer }[] = [];
    let n = 0;
    for (const applicant of applicants) {
      for (const question of QUESTIONS) {
        // Alternate the server that takes the upload, and poll the status on the other one.
        const via = servers[n % 2]!;
        const poll = servers[(n + 1) % 2]!;
        n += 1;
        const presign = await call(via, 'POST', '/api/presigned-url', applicant.cookie, {
          answer_key: question,
          content_type: 'image/png',
        });
        expect(presign.status).toBe(200);
        const { url, fields } = (await presign.json()) as {
          url: string;
          fields: Record<string, string>;
        };
        const { body, contentType } = multipartBody(fields, {
          name: 'card.png',
          type: 'image/png',
          data: makePng(),
        });
        const upload = await fetch(`${via.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: new Uint8Array(body),
        });
        expect(upload.status).toBe(204);
        const start = await call(
          via,
          'POST',
          `/api/pdf/document-answer/${question}`,
          applicant.cookie,
          { file_key: fields.key, file_name: 'card.png' },
        );
        expect(start.status).toBe(200);
        queued.push({ applicant, question, poll });
      }
    }
    const deadline = Date.now() + 60_000;
    for (const { applicant, question, poll } of queued) {
      for (;;) {
        const res = await call(
          poll,
          'GET',
          `/api/pdf/document-answer/${question}`,
          applicant.cookie,
        );
        const { status } = (await res.json()) as { status: string };
        if (status === 'completed') break;
        expect(['unprocessed', 'in_progress']).toContain(status);
        if (Date.now() > deadline) throw new Error(`conversion of ${question} did not finish`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const takes = await admin.query<{ conversion: string; takes: number; servers: string[] }>(
      `SELECT payload->>'conversionId' AS conversion, count(*)::int AS takes, array_agg(taken_by) AS servers
         FROM job_takes WHERE payload ? 'conversionId' GROUP BY 1`,
    );
    expect(takes.rows).toHaveLength(queued.length);
    expect(takes.rows.every((row) => row.takes === 1)).toBe(true);
    const takers = new Set(takes.rows.flatMap((row) => row.servers));
    expect([...takers].sort()).toEqual(['server-1', 'server-2']);
    const left = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    expect(left.rows[0]?.n).toBe(0);
  });
});
