import type { TestApp } from './app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request that waits for a job (GET /service/pdf), answered while the test's worker runs
 * jobs beside it, as the in-process worker would (test apps run with IN_PROCESS_WORKER off).
 */
export async function whileWorking<T>(t: TestApp, pending: Promise<T>): Promise<T> {
  let done = false;
  void pending.finally(() => (done = true));
  while (!done) if (!(await t.app.worker.runOnce())) await sleep(20);
  return pending;
}
