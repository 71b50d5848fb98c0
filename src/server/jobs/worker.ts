import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { finishJob, retryJob, takeJob, type Job } from './job-queue';

export interface JobHandler {
  run(payload: Record<string, unknown>): Promise<void>;
  /** Called once when the last attempt failed, so the job's subject can be marked failed. */
  giveUp(payload: Record<string, unknown>, error: unknown): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** How often an idle worker looks for jobs. */
  pollMs?: number;
  /** How long a taken job is reserved; longer than any conversion's own timeout. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Jobs run at once: as many as the task pool has threads. */
  concurrency?: number;
  /** Called by `stop` once the last job is done (closes the task pool). */
  onStop?: () => Promise<void>;
}

/** What a job's subject is told when the job was taken too often without finishing. */
export class AttemptsUsedError extends Error {}

/**
 * Takes jobs from the database one at a time and runs them. The server runs one in-process
 * (IN_PROCESS_WORKER, default on); `npm run worker` runs the same loop in its own process.
 */
export class Worker {
  private timer: NodeJS.Timeout | undefined;
  private readonly loops = new Set<Promise<void>>();
  private stopped = true;
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly concurrency: number;

  constructor(private readonly options: WorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.concurrency = options.concurrency ?? 1;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for work now instead of at the next poll (called right after a job is queued). */
  wake(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.loops.size < this.concurrency) {
      const loop: Promise<void> = this.drain().finally(() => {
        this.loops.delete(loop);
        if (!this.stopped && !this.timer) this.timer = setTimeout(() => this.wake(), this.pollMs);
      });
      this.loops.add(loop);
    }
  }

  /** Stops taking jobs and waits for the ones in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all(this.loops);
    await this.options.onStop?.();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce())) {
        // keep going while there is work
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'job queue unavailable');
    }
  }

  /** Runs one ready job, if any; true when it ran one. Tests call this directly. */
  async runOnce(): Promise<boolean> {
    const job = await takeJob(
      this.options.db,
      Object.keys(this.options.handlers),
      this.now(),
      this.leaseMs,
    );
    if (!job) return false;
    await this.runJob(job);
    return true;
  }

  private async runJob(job: Job): Promise<void> {
    const handler = this.options.handlers[job.kind];
    if (!handler) return;
    // Taken more often than allowed: the earlier runs hung or took their process down.
    if (job.attempts > this.maxAttempts) {
      const error = new AttemptsUsedError(
        `The job was taken ${this.maxAttempts} times and never finished.`,
      );
      return this.giveUp(job, handler, error);
    }
    try {
      await handler.run(job.payload);
      await finishJob(this.options.db, job.id);
    } catch (error) {
      if (job.attempts >= this.maxAttempts) return this.giveUp(job, handler, error);
      this.options.log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed; will retry');
      await retryJob(this.options.db, job.id, new Date(this.now().getTime() + 2000 * job.attempts));
    }
  }

  private async giveUp(job: Job, handler: JobHandler, error: unknown): Promise<void> {
    this.options.log.error({ err: error, job: job.id, kind: job.kind }, 'job failed for good');
    await handler.giveUp(job.payload, error);
    await finishJob(this.options.db, job.id);
  }
}
