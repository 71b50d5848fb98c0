import { afterEach, describe, expect, it } from 'vitest';
import { defaultThreadCount, TaskLimitError, TaskPool, type TaskLimits } from './task-pool';

const TASKS = new URL('../../../tests/fixtures/pool-tasks.ts', import.meta.url);
const LIMITS: TaskLimits = { timeoutMs: 5000, memoryMb: 64, outputMaxBytes: 1000 };

describe('task pool', () => {
  let pool: TaskPool;
  const make = (limits: Partial<TaskLimits> = {}, size = 1) =>
    (pool = new TaskPool({ size, limits: { ...LIMITS, ...limits }, tasks: TASKS }));
  afterEach(() => pool.close());

  it('runs tasks in a thread and hands back their result', async () => {
    make();
    expect(await pool.run('echo', { a: [1, 2], when: new Date(0) })).toEqual({
      a: [1, 2],
      when: new Date(0),
    });
    expect(await pool.run('bytes', 10)).toEqual(new Uint8Array(10).fill(7));
  });

  it('stops a task at the time limit and carries on with a fresh thread', async () => {
    make({ timeoutMs: 300 });
    const started = Date.now();
    const error = await pool.run('spin', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskLimitError);
    expect(error).toMatchObject({ limit: 'time', message: 'The task took longer than 300 ms.' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await pool.run('echo', 'next')).toBe('next');
  });

  it('stops a task at the memory limit', async () => {
    // Filling the heap to its limit (the thread's start included) takes about 1 s alone; in the
    // full suite on a loaded machine it once took past the default 5 s, and the time limit stopped
    // the task first. Here the time limit is only a backstop.
    make({ memoryMb: 32, timeoutMs: 25_000 });
    await expect(pool.run('hoard', null)).rejects.toMatchObject({
      limit: 'memory',
      message: 'The task needed more than 32 MB.',
    });
    expect(await pool.run('echo', 'still here')).toBe('still here');
  });

  it('refuses a result larger than the output limit', async () => {
    make({ outputMaxBytes: 100 });
    await expect(pool.run('bytes', 101)).rejects.toMatchObject({
      limit: 'output',
      message: 'The result has 101 bytes; at most 100 are allowed.',
    });
    expect(await pool.run('bytes', 100)).toHaveLength(100);
  });

  it("passes a task's own error on, and keeps the thread", async () => {
    make();
    await expect(pool.run('fail', null)).rejects.toThrow('the task failed');
    await expect(pool.run('nothing', null)).rejects.toThrow('Unknown task "nothing".');
    expect(await pool.run('echo', 1)).toBe(1);
  });

  it('runs no more tasks at once than it has threads', async () => {
    make({ timeoutMs: 400 }, 2);
    const started = Date.now();
    const outcomes = await Promise.allSettled([
      pool.run('spin', null),
      pool.run('spin', null),
      pool.run('echo', 'third'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    // The third waited for a thread: both spinning ones had to be stopped first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('rejects running and waiting tasks when closed', async () => {
    make();
    const running = pool.run('spin', null);
    const waiting = pool.run('echo', 'never');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.close();
    await expect(waiting).rejects.toThrow('The task pool is closed.');
    await expect(running).rejects.toThrow(/stopped/);
    await expect(pool.run('echo', 1)).rejects.toThrow('The task pool is closed.');
  });

  it('sizes itself to the machine', () => {
    expect([1, 2, 4, 16].map((cores) => defaultThreadCount(cores))).toEqual([1, 1, 2, 2]);
  });
});
