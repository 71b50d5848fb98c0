import { expect, it, vi } from 'vitest';
import { loadComboboxBehaviour } from './combobox-behaviour';

// The first fetch of Downshift's chunk fails, as offline; the next one works.
const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('./DownshiftCombobox', () => {
  fetches.count += 1;
  if (fetches.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return { DownshiftCombobox: () => null };
});

it('stays a plain input when the chunk cannot be fetched, and tries again next time', async () => {
  await expect(loadComboboxBehaviour()).resolves.toBeUndefined();
  expect(fetches.count).toBe(1);
  await loadComboboxBehaviour();
  expect(fetches.count).toBe(2);
});
