import { availableParallelism } from 'node:os';
import { Worker as Thread } from 'node:worker_threads';

/** What one task in a thread may use; a task that goes past any of them is stopped. */
export interface TaskLimits {
  /** Wall-clock time; the thread is terminated when it runs out. */
  timeoutMs: number;
  /** The thread's JavaScript heap, in MB (V8 stops the thread when it is full). */
  memoryMb: number;
  /** The most bytes of buffers a task may hand back. */
  outputMaxBytes: number;
}

export type LimitBreach = 'time' | 'memory' | 'output';

/** A task went past one of its limits; the caller turns this into a message for its subject. */
export class TaskLimitError extends Error {
  constructor(
    readonly limit: LimitBreach,
    message: string,
  ) {
    super(message);
  }
}

/** Threads for a machine: one on two cores (the other serves requests), at most two. */
export function defaultThreadCount(cores = availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}

/** Messages between the pool and a thread (see task-thread.ts). */
export interface TaskRequest {
  task: string;
  input: unknown;
}
export type TaskReply =
  { ok: true; value: unknown } | { ok: false; error: string; outputBytes?: number };
/** A thread says `ready` once, when its tasks are loaded; then one reply per request. */
export type ThreadMessage = { ready: true } | TaskReply;

type Outcome = { reply: TaskReply } | { failure: Error };

const CLOSED = 'The task pool is closed.';
const BOOT = new URL('./task-thread-boot.mjs', import.meta.url);

/** One thread and the task it is running, if any. */
class Slot {
  dead = false;
  /** Settles once the thread has loaded its tasks (or died trying). */
  private readonly ready: Promise<void>;
  private death: Error | undefined;
  private pending: { resolve: (outcome: Outcome) => void; timer: NodeJS.Timeout } | undefined;
  private readonly thread: Thread;

  constructor(tasks: URL, limits: TaskLimits) {
    this.thread = new Thread(BOOT, {
      workerData: { tasks: tasks.href, outputMaxBytes: limits.outputMaxBytes },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: Math.max(2, Math.min(32, Math.floor(limits.memoryMb / 8))),
      },
    });
    this.thread.unref();
    let loaded = () => {};
    this.ready = new Promise((resolve) => (loaded = resolve));
    this.thread.on('message', (message: ThreadMessage) =>
      'ready' in message ? loaded() : this.settle({ reply: message }),
    );
    this.thread.on('error', (error: Error & { code?: string }) => {
      this.dead = true;
      this.settle({
        failure:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new TaskLimitError('memory', `The task needed more than ${limits.memoryMb} MB.`)
            : error,
      });
    });
    this.thread.on('exit', (code) => {
      this.dead = true;
      loaded();
      this.settle({ failure: new Error(`The task's thread stopped with exit code ${code}.`) });
    });
  }

  /** Runs one task; the clock starts once the thread is loaded, so a cold start is not counted. */
  async run(request: TaskRequest, timeoutMs: number): Promise<Outcome> {
    // Held open while working, so a short-lived process waits for its task.
    this.thread.ref();
    await this.ready;
    if (this.dead) return { failure: this.death ?? new Error('The task thread did not start.') };
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.settle({
          failure: new TaskLimitError('time', `The task took longer than ${timeoutMs} ms.`),
        });
        this.kill();
      }, timeoutMs);
      this.pending = { resolve, timer };
      this.thread.postMessage(request);
    });
  }

  idle(): void {
    this.thread.unref();
  }

  kill(): void {
    this.dead = true;
    void this.thread.terminate();
  }

  private settle(outcome: Outcome): void {
    const pending = this.pending;
    if (!pending) {
      // Died while loading: kept for the task that was waiting for it.
      if ('failure' in outcome) this.death ??= outcome.failure;
      return;
    }
    this.pending = undefined;
    clearTimeout(pending.timer);
    pending.resolve(outcome);
  }
}

/**
 * A few long-lived worker threads that run CPU-heavy tasks (conversions, PDF builds) off the
 * server's event loop, so a hostile upload cannot stall requests. Each thread runs one task at
 * a time; more tasks wait their turn. A thread that breaks a limit or crashes is thrown away
 * and a fresh one started when next needed.
 */
export class TaskPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: { resolve: (slot: Slot) => void; reject: (error: Error) => void }[] =
    [];
  private live = 0;
  private closed = false;
  private readonly all = new Set<Slot>();
  private preloaded: Promise<unknown> | undefined;

  constructor(
    private readonly options: {
      size: number;
      limits: TaskLimits;
      /** The module whose exported `tasks` the threads run (see heavy-tasks.ts). */
      tasks: URL;
      /** Loaded in this (main) thread before any task runs: see createWorker. */
      preload?: () => Promise<unknown>;
    },
  ) {}

  /** Runs `task` with `input` in a thread; rejects with TaskLimitError when a limit is hit. */
  async run<T>(task: string, input: unknown): Promise<T> {
    await (this.preloaded ??= this.options.preload?.());
    const slot = await this.acquire();
    const outcome = await slot.run({ task, input }, this.options.limits.timeoutMs);
    this.release(slot);
    if ('failure' in outcome) throw outcome.failure;
    const { reply } = outcome;
    if (reply.ok) return reply.value as T;
    if (reply.outputBytes !== undefined)
      throw new TaskLimitError(
        'output',
        `The result has ${reply.outputBytes} bytes; at most ${this.options.limits.outputMaxBytes} are allowed.`,
      );
    throw new Error(reply.error);
  }

  /** Stops every thread; a task still running rejects. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error(CLOSED));
    for (const slot of this.all) slot.kill();
    this.all.clear();
    this.idle.length = 0;
  }

  private acquire(): Promise<Slot> {
    if (this.closed) return Promise.reject(new Error(CLOSED));
    for (let slot = this.idle.pop(); slot; slot = this.idle.pop()) {
      if (!slot.dead) return Promise.resolve(slot);
      this.forget(slot);
    }
    if (this.live < this.options.size) return Promise.resolve(this.start());
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private start(): Slot {
    const slot = new Slot(this.options.tasks, this.options.limits);
    this.live += 1;
    this.all.add(slot);
    return slot;
  }

  private forget(slot: Slot): void {
    this.live -= 1;
    this.all.delete(slot);
  }

  private release(slot: Slot): void {
    if (slot.dead || this.closed) this.forget(slot);
    const next = this.closed ? undefined : this.waiting.shift();
    if (next) return next.resolve(slot.dead ? this.start() : slot);
    if (slot.dead || this.closed) return;
    slot.idle();
    this.idle.push(slot);
  }
}
