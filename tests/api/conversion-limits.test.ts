import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSION_LIMIT_MESSAGES,
  conversionJob,
} from '../../src/server/documents/conversion-job';
import { CONVERSION_JOB } from '../../src/server/documents/conversions';
import { HEAVY_TASKS } from '../../src/server/jobs/heavy-tasks';
import { TaskPool, type TaskLimits } from '../../src/server/jobs/task-pool';
import { Worker } from '../../src/server/jobs/worker';
import { PDF_LIMIT_MESSAGES, applicationPdfJob } from '../../src/server/pdf/application-pdf-job';
import {
  APPLICATION_PDF_JOB,
  ensureApplicationPdf,
  PDF_RETRY_AFTER_MS,
  readApplicationPdf,
} from '../../src/server/pdf/application-pdfs';
import { makePng } from '../fixtures/documents';
import { makeLongWordDocx } from '../fixtures/heavy-files';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { uploadAndConvert } from '../helpers/uploads';

const CARD = 'student_upload_card';
const ESSAY = 'additional_info_doc';
const HOARDING_TASKS = new URL('../fixtures/hoarding-tasks.ts', import.meta.url);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * A conversion or PDF that goes past a task limit ends with that limit's message on its
 * document or PDF; the server and the next job carry on.
 */
describe.each(databaseKinds)('task limits on conversions and PDFs on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let applicantId: string;
  const pools: TaskPool[] = [];

  /** A worker whose jobs run in a pool with the given limits. */
  function workerWith(limits: Partial<TaskLimits>, tasks = HEAVY_TASKS): Worker {
    const pool = new TaskPool({
      size: 1,
      limits: { timeoutMs: 60_000, memoryMb: 512, outputMaxBytes: 1 << 26, ...limits },
      tasks,
    });
    pools.push(pool);
    const deps = { db: t.app.db, store: t.app.objectStore, pool, now: () => new Date() };
    return new Worker({
      db: t.app.db,
      log: quiet,
      handlers: {
        [CONVERSION_JOB]: conversionJob({
          ...deps,
          options: { soffice: undefined, sofficeTimeoutMs: 5000 },
        }),
        [APPLICATION_PDF_JOB]: applicationPdfJob(deps),
      },
    });
  }
  const status = async (key: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/pdf/document-answer/${key}`,
        headers: { cookie },
      })
    ).json();

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    cookie = await newApplicant(t, 'limits@example.edu');
    const { rows } = await t.app.db.query<{ id: string }>(
      "SELECT id::text AS id FROM applicants WHERE username = 'limits@example.edu'",
    );
    applicantId = rows[0]?.id ?? '';
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await t.close();
  });

  it('fails a conversion that runs out of time, with its message', async () => {
    await uploadAndConvert(t, cookie, ESSAY, {
      name: 'essay.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      data: await makeLongWordDocx(),
    });
    expect(await workerWith({ timeoutMs: 5 }).runOnce()).toBe(true);
    expect(await status(ESSAY)).toEqual({
      status: 'failed',
      url: '',
      message: CONVERSION_LIMIT_MESSAGES.time,
    });
  });

  it('fails a conversion that runs out of memory, with its message', async () => {
    await uploadAndConvert(t, cookie, CARD, {
      name: 'card.png',
      type: 'image/png',
      data: makePng(),
    });
    expect(await workerWith({ memoryMb: 24 }, HOARDING_TASKS).runOnce()).toBe(true);
    expect(await status(CARD)).toEqual({
      status: 'failed',
      url: '',
      message: CONVERSION_LIMIT_MESSAGES.memory,
    });
  });

  it('fails a conversion whose PDF is larger than the output limit, then converts within it', async () => {
    await uploadAndConvert(t, cookie, CARD, {
      name: 'card.png',
      type: 'image/png',
      data: makePng(),
    });
    expect(await workerWith({ outputMaxBytes: 100 }).runOnce()).toBe(true);
    expect(await status(CARD)).toEqual({
      status: 'failed',
      url: '',
      message: CONVERSION_LIMIT_MESSAGES.output,
    });
    await uploadAndConvert(t, cookie, CARD, {
      name: 'card.png',
      type: 'image/png',
      data: makePng(),
    });
    expect(await workerWith({}).runOnce()).toBe(true);
    expect((await status(CARD)).status).toBe('completed');
  });

  it.each([
    ['time', { timeoutMs: 5 }, HEAVY_TASKS],
    ['memory', { memoryMb: 24 }, HOARDING_TASKS],
    ['output', { outputMaxBytes: 100 }, HEAVY_TASKS],
  ] as const)(
    'fails an application PDF past its %s limit, with its message',
    async (limit, limits, tasks) => {
      // The case before failed longer ago than a failure stands for, so it is made again.
      await t.app.db.query(
        `UPDATE application_pdfs SET updated_at = updated_at - $2 * interval '1 millisecond'
          WHERE applicant_id = $1`,
        [applicantId, PDF_RETRY_AFTER_MS + 1000],
      );
      const ensured = await ensureApplicationPdf(t.app.db, applicantId, 'full', new Date());
      expect(ensured?.row.status).toBe('unprocessed');
      expect(await workerWith(limits, tasks).runOnce()).toBe(true);
      expect(await readApplicationPdf(t.app.db, applicantId, 'full')).toMatchObject({
        status: 'failed',
        message: PDF_LIMIT_MESSAGES[limit],
      });
    },
  );
});
