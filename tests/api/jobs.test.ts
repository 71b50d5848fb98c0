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

  it('counts an attempt when the job is taken, so a job whose runs die fails instead of coming back', async () => {
    const { db } = database;
    const clock = new TestClock();
    await enqueueJob(db, 'dies', { subject: 'y' }, clock.now());
    let runs = 0;
    const gaveUp: unknown[] = [];
    const handlers: Record<string, JobHandler> = {
      dies: {
        // Never settles: the process running it hung or was killed mid-job.
        run: () => {
          runs += 1;
          return new Promise<void>(() => undefined);
        },
        giveUp: async (payload, error) => void gaveUp.push([payload, (error as Error).message]),
      },
    };
    const startProcess = () =>
      new Worker({ db, log: quiet, now: clock.now, leaseMs: 1000, maxAttempts: 3, handlers });
    const attempts = async () =>
      (await db.query<{ attempts: number }>("SELECT attempts FROM jobs WHERE kind = 'dies'"))
        .rows[0]?.attempts;
    for (let run = 1; run <= 3; run++) {
      void startProcess().runOnce(); // this "process" dies with the job in hand
      for (let i = 0; i < 100 && runs < run; i++) await sleep(10);
      expect(runs).toBe(run);
      expect(await attempts()).toBe(run);
      clock.advance(1001); // its lease runs out; the next process starts
    }
    const restarted = startProcess();
    expect(await restarted.runOnce()).toBe(true);
    expect(runs).toBe(3);
    expect(gaveUp).toEqual([[{ subject: 'y' }, 'The job was taken 3 times and never finished.']]);
    expect(await attempts()).toBeUndefined();
    expect(await restarted.runOnce()).toBe(false);
  });

  it('runs as many jobs at once as its concurrency', async () => {
    const { db } = database;
    for (let n = 0; n < 4; n++) await enqueueJob(db, 'pair', { n }, new Date());
    let running = 0;
    let most = 0;
    const worker = new Worker({
      db,
      log: quiet,
      pollMs: 20,
      concurrency: 2,
      handlers: {
        pair: {
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await sleep(50);
            running -= 1;
          },
          giveUp: async () => undefined,
        },
      },
    });
    worker.start();
    for (let i = 0; i < 200; i++) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM jobs WHERE kind = 'pair'",
      );
      if (rows[0]?.n === 0 && running === 0) break;
      await sleep(20);
    }
    await worker.stop();
    expect(most).toBe(2);
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
