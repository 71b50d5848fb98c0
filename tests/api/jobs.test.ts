import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, takeJob } from '../../src/server/jobs/job-queue';
import { Worker, type JobHandler } from '../../src/server/jobs/worker';
import { TestClock } from '../helpers/clock';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/databases';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('job queue on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('gives each job to exactly one of several concurrent workers', async () => {
    const { db } = database;
    for (let n = 0; n < 40; n++) await enqueueJob(db, 'count', { n }, new Date());
    const seen: number[] = [];
    const handler: JobHandler = {
      async run(payload) {
        seen.push(Number(payload.n));
        await sleep(5);
      },
      giveUp: async () => undefined,
    };
    const workers = [1, 2, 3, 4].map(
      () => new Worker({ db, log: quiet, handlers: { count: handler } }),
    );
    await Promise.all(
      workers.map(async (w) => {
        while (await w.runOnce()) {
          // drain
        }
      }),
    );
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const { rows } = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM jobs WHERE kind = 'count'",
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('lets another worker take a job whose lease ran out (its worker died)', async () => {
    const { db } = database;
    const clock = new TestClock();
    await enqueueJob(db, 'lease', {}, clock.now());
    const first = await takeJob(db, ['lease'], clock.now(), 60_000);
    expect(first?.attempts).toBe(1);
    expect(await takeJob(db, ['lease'], clock.now(), 60_000)).toBeUndefined();
    clock.advance(60_001);
    const second = await takeJob(db, ['lease'], clock.now(), 60_000);
    expect(second).toMatchObject({ id: first?.id, attempts: 2 });
    await db.query('DELETE FROM jobs');
  });

  it('retries a failing job, then gives up once and removes it', async () => {
    const { db } = database;
    const clock = new TestClock();
    await enqueueJob(db, 'flaky', { subject: 'x' }, clock.now());
    let runs = 0;
    const gaveUp: unknown[] = [];
    const worker = new Worker({
      db,
      log: quiet,
      now: clock.now,
      maxAttempts: 3,
      handlers: {
        flaky: {
          run: async () => {
            runs += 1;
            throw new Error('boom');
          },
          giveUp: async (payload) => void gaveUp.push(payload),
        },
      },
    });
    for (let i = 0; i < 3; i++) {
      expect(await worker.runOnce()).toBe(true);
      clock.advance(10_000); // past the retry back-off
    }
    expect(await worker.runOnce()).toBe(false);
    expect(runs).toBe(3);
    expect(gaveUp).toEqual([{ subject: 'x' }]);
  });

  it('runs queued work on its own once started, and stops cleanly', async () => {
    const { db } = database;
    const done: string[] = [];
    const worker = new Worker({
      db,
      log: quiet,
      pollMs: 20,
      handlers: {
        bg: { run: async (p) => void done.push(String(p.v)), giveUp: async () => undefined },
      },
    });
    worker.start();
    await enqueueJob(db, 'bg', { v: 'a' }, new Date());
    worker.wake();
    for (let i = 0; i < 100 && done.length === 0; i++) await sleep(20);
    await worker.stop();
    expect(done).toEqual(['a']);
  });
});
