import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('runs the load once for every caller, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second]).toEqual(['chunk', 'chunk']);
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
