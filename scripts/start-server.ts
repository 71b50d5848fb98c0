import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts src/server/main.ts as a child process and waits until /api/health answers ok;
 * `nodeArgs` go to node before the script (`--cpu-prof`, which NODE_OPTIONS refuses); `cwd`
 * is the checkout to run (another build, for a side-by-side comparison).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
  cwd = process.cwd(),
): Promise<RunningServer> {
  const port = env.PORT;
  if (!port) throw new Error('startServer needs PORT');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`server exited with code ${code} before it was ready`)),
    ),
  );
  const deadline = Date.now() + timeoutMs;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not answer ${url}/api/health within ${timeoutMs} ms`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    // A server that never became ready would otherwise outlive its caller.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
