import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { API_PREFIXES, apiProxy, isClientFile } from './api-proxy';

const clientRoot = fileURLToPath(new URL('../../src/client', import.meta.url));

describe('the dev proxy', () => {
  it('leaves the client modules under /api/ to Vite, with or without a query', () => {
    expect(isClientFile(clientRoot, '/api/http.ts')).toBe(true);
    expect(isClientFile(clientRoot, '/api/session/profile.ts?t=123')).toBe(true);
  });

  it('sends API routes, folders and paths outside the client root to the API', () => {
    expect(isClientFile(clientRoot, '/api/profile')).toBe(false);
    expect(isClientFile(clientRoot, '/api/session')).toBe(false);
    expect(isClientFile(clientRoot, '/api/../../../package.json')).toBe(false);
  });

  it('proxies every route group of the server, the embedded store included', () => {
    const proxy = apiProxy(clientRoot, 'http://127.0.0.1:3001');
    expect(Object.keys(proxy)).toEqual([...API_PREFIXES]);
    expect(Object.keys(proxy)).toContain('/storage/');
    const bypass = proxy['/api/']?.bypass;
    const request = (url: string) => ({ url }) as IncomingMessage;
    expect(bypass?.(request('/api/http.ts'), undefined, {})).toBe('/api/http.ts');
    expect(bypass?.(request('/api/answer'), undefined, {})).toBeUndefined();
  });
});
