// The live definition set of this process. A publish or rollback here updates it at once; one made
// by another process (server or worker) is seen by a poll of form_live's single row, so every
// process serves a new version within a couple of seconds without a restart.
import type { Queryable } from '../db/database';
import { formVersionsRepository } from '../repositories/form-versions';
import type { FormFiles } from './form-files';

export interface LiveVersion {
  version: number;
  files: FormFiles;
}

export type LiveListener = (live: LiveVersion) => void;

/** How often another process's publish is looked for: well inside the 5 s the issue allows. */
export const LIVE_POLL_MS = 1000;

export class LiveForms {
  private readonly listeners = new Set<LiveListener>();
  private timer: NodeJS.Timeout | undefined;
  /** Refreshes run one after another, so one begun after a publish always sees it. */
  private tail: Promise<void> = Promise.resolve();
  private polling = false;

  private constructor(
    private readonly db: Queryable,
    private live: LiveVersion,
  ) {}

  /** Reads the live version; form_versions must have been seeded. */
  static async load(db: Queryable): Promise<LiveForms> {
    return new LiveForms(db, await readLive(db));
  }

  current(): LiveVersion {
    return this.live;
  }

  /** Calls the listener with each new live version; returns the unsubscribe. */
  onChange(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Reads form_live and, when it names another version, loads it and tells the listeners. */
  refresh(): Promise<void> {
    this.tail = this.tail.catch(() => undefined).then(() => this.loadIfChanged());
    return this.tail;
  }

  /** Polls until stop(); a slow poll is not stacked on, a failed one is reported and retried. */
  start(onError: (error: unknown) => void, everyMs = LIVE_POLL_MS): void {
    this.stop();
    this.timer = setInterval(() => {
      if (this.polling) return;
      this.polling = true;
      this.refresh()
        .catch(onError)
        .finally(() => {
          this.polling = false;
        });
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async loadIfChanged(): Promise<void> {
    const version = await formVersionsRepository(this.db).liveVersion();
    if (version === this.live.version) return;
    const files = await formVersionsRepository(this.db).files(version);
    if (!files) throw new Error(`form version ${version} is live but not stored`);
    this.live = { version, files };
    for (const listener of this.listeners) listener(this.live);
  }
}

async function readLive(db: Queryable): Promise<LiveVersion> {
  const repo = formVersionsRepository(db);
  const version = await repo.liveVersion();
  const files = await repo.files(version);
  if (!files) throw new Error(`form version ${version} is live but not stored`);
  return { version, files };
}
