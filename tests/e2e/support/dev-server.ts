import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { freePort } from '../../../scripts/free-port';

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `npm run dev` in `cwd` on free ports (PORT and API_PORT from the environment, as an officer
 * runs it) with the embedded defaults and DATA_DIR; resolves once the API answers through Vite.
 */
export async function startDevServer(cwd: string, dataDir: string): Promise<DevServer> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const dev = spawn('npm', ['run', '-s', 'dev'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so the API child stops with it
  });
  const stop = async () => {
    if (!dev.pid || dev.exitCode !== null) return;
    const exited = new Promise((done) => dev.once('exit', done));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  };
  try {
    await expect
      .poll(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
