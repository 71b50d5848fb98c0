import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

describe.each(databaseKinds)('health and migrations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers ok once the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', definitions_version: 1 });
  });

  it('has recorded every migration file once', async () => {
    const { rows } = await t.database.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    const names = rows.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => n.endsWith('.sql'))).toBe(true);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/nope.' });
  });

  it('rolls a failed transaction back', async () => {
    await t.database.db.exec('CREATE TABLE IF NOT EXISTS tx_probe (n int)');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (n) VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await t.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM tx_probe',
    );
    expect(rows[0]?.count).toBe(0);
  });
});
