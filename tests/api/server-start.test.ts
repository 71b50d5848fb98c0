import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'admissions-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('server start', () => {
  it.each([
    [
      { PORT: 'abc' },
      'Configuration error: PORT must be a whole number from 0 to 65535; got "abc".',
    ],
    [
      { SMTP_URL: 'http://mail' },
      'Configuration error: SMTP_URL must start with smtp: or smtps:; got "http://mail".',
    ],
  ])('stops with exit code 1 and a clear message on %o', (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(message);
  });
});
