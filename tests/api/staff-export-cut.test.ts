// An export whose database goes away mid-way must reach the client as a cut-off file, never one
// that looks complete, whether it is sent plain or compressed on the way.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { seedApplications, startedApplications } from '../helpers/seed-applications';
import { newStaff, type TestStaff } from '../helpers/staff';
import { UNEXPECTED_ERROR } from '../../src/server/plugins/errors';
import type * as ExportRows from '../../src/server/staff/applications/export-rows';

const ROWS = 40;
/** How many rows the database gives before it goes away (each test sets it). */
const failure = vi.hoisted(() => ({ after: 0 }));

// The real rows, cycled with a fresh id each so compression has bytes to send, until the
// failure.
vi.mock('../../src/server/staff/applications/export-rows', async (importOriginal) => {
  const real = await importOriginal<typeof ExportRows>();
  const { randomUUID } = await import('node:crypto');
  return {
    ...real,
    async *exportRows(...args: Parameters<typeof real.exportRows>) {
      const rows: string[][] = [];
      for await (const row of real.exportRows(...args)) rows.push(row);
      for (let sent = 0; sent < failure.after; sent += 1)
        yield [randomUUID(), ...(rows[sent % rows.length] ?? []).slice(1)];
      throw new Error('the database went away');
    },
  };
});

describe.each(databaseKinds)('a CSV export that fails mid-way, on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' });
    admin = await newStaff(t, { role: 'admin' });
    await seedApplications(t, startedApplications(ROWS, new Date(Date.UTC(2026, 9, 1, 12))));
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const exportAs = (encoding: string) =>
    fetch(`${base}/staff/api/export.csv`, {
      headers: { cookie: admin.cookie, 'accept-encoding': encoding },
    });

  // Before its first byte leaves, a failure can still become an error reply; after, only a cut.
  // A compressor holds its first bytes a while: gzip sends some of 2,000 rows (660 KB of CSV),
  // brotli at quality 4 none of 20,000 (its first output came after 8.4 MB of rows like these,
  // Node 20's zlib), so its cut is the same path as gzip's and not run again here.
  it.each([
    ['identity', 30, 'cut'],
    ['identity', 2_000, 'cut'],
    ['gzip', 30, 'error'],
    ['gzip', 2_000, 'cut'],
    ['br', 30, 'error'],
  ] as const)('sent %s, failing after %i rows, ends in %s', async (encoding, rows, outcome) => {
    failure.after = rows;
    const res = await exportAs(encoding);
    if (outcome === 'error') {
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.json()).toEqual({ message: UNEXPECTED_ERROR });
      return;
    }
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
    await expect(res.text()).rejects.toThrow('terminated');
  });
});
