import { readFile, writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { convertInThread, HEAVY_TASKS } from '../../../src/server/jobs/heavy-tasks';
import { TaskPool } from '../../../src/server/jobs/task-pool';

/**
 * The converting side of bench:documents, in a child process so a file that hangs or kills its
 * process cannot stop the run. It converts as the server's worker does, in a task-pool thread
 * with the default limits, and reports how long this process's event loop (the server's, in
 * production) was stalled meanwhile.
 */
export interface ChildRequest {
  file: string;
  name: string;
  soffice: string | undefined;
  output: string;
}

export interface ChildReply {
  ok: boolean;
  message: string;
  ms: number;
  /** Longest event-loop delay while converting (monitorEventLoopDelay, 10 ms resolution). */
  stallMs: number;
  outBytes: number;
}

const pool = new TaskPool({
  size: 1,
  limits: { timeoutMs: 120_000, memoryMb: 1024, outputMaxBytes: 64 * 1024 * 1024 },
  tasks: HEAVY_TASKS,
  preload: () => import('sharp'),
});

process.on('message', (request: ChildRequest) => {
  void (async () => {
    const bytes = await readFile(request.file);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const result = await convertInThread(pool, bytes, request.name, {
      soffice: request.soffice,
      sofficeTimeoutMs: 60_000,
    }).catch((error: Error) => ({ ok: false as const, message: error.message }));
    const ms = performance.now() - started;
    delay.disable();
    if (result.ok) await writeFile(request.output, result.pdf);
    const reply: ChildReply = {
      ok: result.ok,
      message: result.ok ? result.method : result.message,
      ms,
      stallMs: delay.max / 1e6,
      outBytes: result.ok ? result.pdf.length : 0,
    };
    process.send?.(reply);
  })();
});
