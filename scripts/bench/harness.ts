import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { freePort } from '../free-port';
import { startServer, type RunningServer } from '../start-server';

/** Builds the production client unless BENCH_SKIP_BUILD is set. */
export function buildClient(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

/** The production server on a free port with a throw-away DATA_DIR; `env` adds settings. */
export async function startProductionServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { dataDir: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-bench-'));
  const port = String(await freePort());
  const server = await startServer({
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  return {
    ...server,
    dataDir,
    async close() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server on PostgreSQL in a schema the caller made, on a free port, with the rate limit off
 * for one applicant's many calls; `nodeArgs` and `cwd` as startServer takes them.
 */
export async function startServerInSchema(
  where: { databaseUrl: string; schema: string; dataDir: string },
  nodeArgs: string[] = [],
  cwd?: string,
): Promise<RunningServer> {
  const port = String(await freePort());
  return startServer(
    {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl,
      DATABASE_SCHEMA: where.schema,
      LOG_LEVEL: 'error',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_IP_MAX: '1000000',
    },
    60_000,
    nodeArgs,
    cwd,
  );
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/** Median and 95th percentile of a sample, in its own unit. */
export function summarize(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}
