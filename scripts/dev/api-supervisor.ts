// The dev API for `npm run dev`: src/server/main.ts in a child process, restarted when the
// server code or the definitions change. It watches folders, not files: an editor's "safe
// write", `git checkout` or `mv` replaces a file by renaming over it, after which a watch on
// the old file (what `node --watch` keeps) never fires again and the API keeps stale forms.
import { spawn, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** The folders whose changes restart the API: its code, the engine and the definitions. */
export const WATCHED_FOLDERS = ['src/server', 'src/engine', 'forms', 'schemas'] as const;

export interface ApiSupervisor {
  /** Resolves once the current child has exited and no new one will start. */
  stop(): Promise<void>;
}

export function superviseApi(
  root: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = console.log,
): ApiSupervisor {
  let child: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  const start = (): void => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
  };
  const exitOf = (proc: ChildProcess | undefined): Promise<void> =>
    new Promise((resolve) => {
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  // The old child must have let go of its port and data folder before the next one starts.
  const restart = async (reason: string): Promise<void> => {
    log(`dev API: ${reason} changed, restarting`);
    await exitOf(child);
    if (!stopping) start();
  };

  const watchers: FSWatcher[] = WATCHED_FOLDERS.map((folder) =>
    watch(join(root, folder), { recursive: true }, (_event, file) => {
      // One save is several events (write, rename): restart once they settle.
      clearTimeout(timer);
      timer = setTimeout(() => void restart(join(folder, String(file ?? ''))), 150);
    }),
  );
  start();

  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await exitOf(child);
    },
  };
}
