import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './chromium';
import { freePort } from './free-port';
import { startServer } from './start-server';

/**
 * End-to-end run: build the client, start the real server on a free port with a fresh
 * DATA_DIR on the embedded database, run Playwright against it, clean up.
 * Extra arguments go to `playwright test` (e.g. a spec file).
 */
async function main(): Promise<number> {
  chromiumPath(); // fails with install instructions before anything else happens
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-e2e-'));
  // A build of its own, so another build of dist/client cannot change the pages mid-run.
  const clientDir = process.env.E2E_CLIENT_DIR ?? join(dataDir, 'client');
  if (!process.env.E2E_CLIENT_DIR) {
    const build = spawnSync('npm', ['run', '-s', 'build', '--', '--outDir', clientDir], {
      stdio: 'inherit',
    });
    if (build.status !== 0) return build.status ?? 1;
  }
  const port = String(await freePort());
  const env = {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    // Every test signs up from 127.0.0.1; the limits themselves are tested in tests/api.
    RATE_LIMIT_IP_MAX: '100000',
    // The product's embedded defaults: no DATABASE_URL, no SMTP, no S3.
    DATABASE_URL: '',
    SMTP_URL: '',
    S3_BUCKET: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  const server = await startServer(env);
  try {
    const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: server.url, E2E_DATA_DIR: dataDir },
    });
    return run.status ?? 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
