import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { TaskReply, TaskRequest, ThreadMessage } from './task-pool';

export type Task = (input: never) => Promise<unknown>;

const { tasks: tasksUrl, outputMaxBytes } = workerData as {
  tasks: string;
  outputMaxBytes: number;
};
// Lowest priority for this thread only (on Linux a priority belongs to a thread): when cores are
// scarce the server's event loop goes first, and the task just takes longer.
setPriority(19);
const { tasks } = (await import(tasksUrl)) as { tasks: Record<string, Task> };

/** The bytes a result carries: a buffer itself, or the buffers among its own properties. */
function outputBytes(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (!value || typeof value !== 'object') return 0;
  return Object.values(value).reduce<number>(
    (sum, part) => sum + (ArrayBuffer.isView(part) ? part.byteLength : 0),
    0,
  );
}

async function answer({ task, input }: TaskRequest): Promise<TaskReply> {
  const run = tasks[task];
  if (!run) return { ok: false, error: `Unknown task "${task}".` };
  try {
    const value = await run(input as never);
    const bytes = outputBytes(value);
    if (bytes > outputMaxBytes) return { ok: false, error: 'output', outputBytes: bytes };
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: TaskRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});
parentPort?.postMessage({ ready: true } satisfies ThreadMessage);
