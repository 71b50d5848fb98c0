import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD, reportClientError } from './client-errors';

afterEach(() => vi.unstubAllGlobals());

describe('reportClientError', () => {
  it('posts message, stack, path and build, and swallows a failed report', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { pathname: '/education' } });
    const error = new Error('boom');
    reportClientError(error);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      message: 'boom',
      stack: error.stack,
      route: '/education',
      build: BUILD,
    });
  });
});
