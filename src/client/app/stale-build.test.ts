import { describe, expect, it, vi } from 'vitest';
import { reloadIfBuildGone, type StaleBuildDeps } from './stale-build';

const SCRIPT = 'https://apply.example.edu/assets/initial-OLD.js';

function deps(overrides: Partial<StaleBuildDeps> = {}) {
  const order: string[] = [];
  const reloadedFor = new Set<string>();
  const all: StaleBuildDeps = {
    entryScript: () => SCRIPT,
    headStatus: () => Promise.resolve(404),
    firstReloadFor: (url) => !reloadedFor.has(url) && Boolean(reloadedFor.add(url)),
    saveTyping: vi.fn(() => {
      order.push('save');
      return Promise.resolve();
    }),
    reload: vi.fn(() => order.push('reload')),
    ...overrides,
  };
  return { all, order };
}

describe('reloadIfBuildGone', () => {
  it('saves the typing, then reloads, when the page’s own script is gone', async () => {
    const { all, order } = deps();
    expect(await reloadIfBuildGone(all)).toBe(true);
    expect(order).toEqual(['save', 'reload']);
  });

  it('reloads once per build: a deploy that still lacks the script does not loop', async () => {
    const { all } = deps();
    await reloadIfBuildGone(all);
    expect(await reloadIfBuildGone(all)).toBe(false);
    expect(all.reload).toHaveBeenCalledOnce();
  });

  it('reloads even when the typing could not be sent (it stays on the device)', async () => {
    const { all } = deps({ saveTyping: () => Promise.reject(new Error('offline')) });
    expect(await reloadIfBuildGone(all)).toBe(true);
    expect(all.reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['the script is still there (a passing failure)', 200],
    ['the server could not be reached (offline)', undefined],
    ['the server failed', 503],
  ])('does nothing when %s', async (_, status) => {
    const { all } = deps({ headStatus: () => Promise.resolve(status) });
    expect(await reloadIfBuildGone(all)).toBe(false);
    expect(all.saveTyping).not.toHaveBeenCalled();
    expect(all.reload).not.toHaveBeenCalled();
  });
});
