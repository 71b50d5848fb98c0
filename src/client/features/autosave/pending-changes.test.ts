import { describe, expect, it } from 'vitest';
import { ServerError, UnauthorizedError } from '../../api/errors';
import {
  acknowledgedKeys,
  isRetryable,
  pendingPatch,
  restoreKept,
  retryDelay,
} from './pending-changes';

describe('pending changes', () => {
  it('backs off 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('retries only what may pass', () => {
    expect(isRetryable(new ServerError('x', 0))).toBe(true);
    expect(isRetryable(new ServerError('x', 500))).toBe(true);
    expect(isRetryable(new ServerError('x', 503))).toBe(true);
    expect(isRetryable(new ServerError('x', 429))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new UnauthorizedError('x'))).toBe(false);
    expect(isRetryable(new ServerError('x', 409))).toBe(false);
    expect(isRetryable(new ServerError('x', 400))).toBe(false);
  });

  it('sends the changed keys with their current values', () => {
    expect(pendingPatch({ a: 'new', b: 'same' }, ['a', 'c'])).toEqual({ a: 'new', c: '' });
  });

  it('acknowledges only the keys that still hold the sent value', () => {
    expect(acknowledgedKeys({ a: '1', b: '2' }, { a: '1', b: '3' })).toEqual(['a']);
  });

  it('restores only keys changed on this device, over the server’s answers', () => {
    const server = { city: 'Paris', essay: 'newer, from another device', state: 'NY' };
    const kept = { city: 'Lyon', state: 'NY', not_a_key: 'x' };
    const known = (key: string) => key in server;
    expect(restoreKept(server, kept, known)).toEqual({ city: 'Lyon' });
  });
});
