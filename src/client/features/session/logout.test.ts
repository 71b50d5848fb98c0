import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout';

const calls = vi.hoisted(() => ({ flush: Promise.resolve(), stops: [] as boolean[] }));

vi.mock('../autosave/autosave', () => ({
  flushAutosave: () => calls.flush,
  stopAutosave: ({ forget }: { forget: boolean }) => calls.stops.push(forget),
}));
vi.mock('../../api/session/logout', () => ({ logoutCall: () => Promise.resolve() }));
vi.mock('../../app/navigation', () => ({ navigateTo: () => undefined }));
vi.mock('./clear-client-data', () => ({ clearClientData: () => undefined }));

beforeEach(() => {
  calls.stops = [];
});

describe('logout', () => {
  it.each(['user', 'inactivity'] as const)(
    'after a %s logout whose answers were sent, this device forgets them',
    async (reason) => {
      calls.flush = Promise.resolve();
      await logout(reason);
      expect(calls.stops).toEqual([true]);
    },
  );

  it.each(['user', 'inactivity'] as const)(
    'after a %s logout whose answers could not be sent, they stay for the next login',
    async (reason) => {
      calls.flush = Promise.reject(new Error('offline'));
      await logout(reason);
      expect(calls.stops).toEqual([false]);
    },
  );
});
