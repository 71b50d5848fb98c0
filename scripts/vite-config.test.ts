import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../vite.config';

const build: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild: false };

function settings(): string {
  return JSON.stringify((config as (env: ConfigEnv) => UserConfig)(build));
}

afterEach(() => vi.useRealTimers());

// Chunk names are content hashes: a setting that reads the clock (a build stamp compiled into
// the entry) renames every chunk on each build of unchanged code, so browsers fetch a release
// anew and servers built apart name different files.
describe('the build configuration', () => {
  it('is the same an hour later', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T08:00:00Z') });
    const first = settings();
    vi.setSystemTime(new Date('2026-01-01T09:00:00Z'));
    expect(settings()).toBe(first);
  });
});
