import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../fixtures/documents';
import { makeLongWordDocx, makePixelBomb } from '../fixtures/heavy-files';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { uploadAndConvert } from '../helpers/uploads';

const CARD = 'student_upload_card';
const ESSAY = 'additional_info_doc';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Issue 15: no reply and no event-loop stall over 100 ms while hostile files convert. */
const BOUND_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server with its in-process worker (the default) converts a pixel bomb (a 48 KB PNG of
 * 20000×20000 pixels) and a DOCX holding one 30,000-character word, two files that once
 * stalled every request for seconds to minutes. Both convert in the task pool's threads, so
 * /api/health keeps answering and the event loop never stalls; each file settles, converted
 * or refused, within the task time limit.
 */
describe('the event loop while hostile files convert', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      IN_PROCESS_WORKER: 'true',
      SOFFICE: 'off',
      JOB_THREADS: '2',
      JOB_TIMEOUT_SECONDS: '8',
      WORKER_POLL_MS: '50',
    });
  });
  afterAll(() => t.close());

  it('answers /api/health within 100 ms and never stalls 100 ms while they convert', async () => {
    const cookie = await newApplicant(t, 'hostile@example.edu');
    const status = async (key: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/pdf/document-answer/${key}`,
          headers: { cookie },
        })
      ).json() as { status: string; message: string };
    const bomb = makePixelBomb();
    const docx = await makeLongWordDocx();
    expect(bomb.length).toBeLessThan(64 * 1024);
    // Warm-up: one small file through the same routes and threads first, so what is measured
    // below is the hostile files, not the first load of route modules (slow under Vitest).
    await uploadAndConvert(t, cookie, CARD, {
      name: 'card.png',
      type: 'image/png',
      data: makePng(),
    });
    for (let i = 0; i < 400 && (await status(CARD)).status !== 'completed'; i++) await sleep(25);
    expect((await status(CARD)).status).toBe('completed');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await uploadAndConvert(t, cookie, CARD, { name: 'bomb.png', type: 'image/png', data: bomb });
    await uploadAndConvert(t, cookie, ESSAY, { name: 'word.docx', type: DOCX_TYPE, data: docx });
    const replies: number[] = [];
    const settled = (s: { status: string }) => s.status === 'completed' || s.status === 'failed';
    let outcomes = [await status(CARD), await status(ESSAY)];
    const deadline = Date.now() + 60_000;
    while (!outcomes.every(settled) && Date.now() < deadline) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      replies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await sleep(25);
      outcomes = [await status(CARD), await status(ESSAY)];
    }
    delay.disable();

    expect(outcomes.every(settled)).toBe(true);
    for (const outcome of outcomes)
      if (outcome.status === 'failed') expect(outcome.message).not.toBe('');
    // At least one probe ran while they were converting: with the pixel limit read from the
    // header and linear text layout, both now settle within about a second.
    expect(replies.length).toBeGreaterThan(0);
    expect(Math.max(...replies)).toBeLessThan(BOUND_MS);
    expect(delay.max / 1e6).toBeLessThan(BOUND_MS);
  });
});
