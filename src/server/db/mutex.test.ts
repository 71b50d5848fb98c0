import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

describe('Mutex', () => {
  it('runs tasks one at a time, in the order they were queued', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const task = (name: string, ms: number) => () =>
      new Promise<string>((resolve) => {
        events.push(`start ${name}`);
        setTimeout(() => {
          events.push(`end ${name}`);
          resolve(name);
        }, ms);
      });
    const results = await Promise.all([
      mutex.run(task('a', 20)),
      mutex.run(task('b', 1)),
      mutex.run(task('c', 5)),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('goes on after a task fails, and passes the failure to its caller', async () => {
    const mutex = new Mutex();
    const failed = mutex.run(() => Promise.reject(new Error('no')));
    const next = mutex.run(() => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
  });

  it('lets the event loop run between tasks that finish without I/O', async () => {
    const mutex = new Mutex();
    const done: number[] = [];
    const tasks = Array.from({ length: 50 }, (_, i) =>
      mutex.run(async () => {
        done.push(i);
      }),
    );
    let doneWhenTheLoopTurned = -1;
    setImmediate(() => {
      doneWhenTheLoopTurned = done.length;
    });
    await Promise.all(tasks);
    expect(doneWhenTheLoopTurned).toBeGreaterThanOrEqual(0);
    expect(doneWhenTheLoopTurned).toBeLessThan(50);
  });
});
