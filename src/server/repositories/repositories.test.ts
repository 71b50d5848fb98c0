import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { repositories } from './repositories';

/** A connection that records what it was asked, so a repository's statements can be read. */
function recordingDb(): Queryable & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    query: async <Row>(sql: string) => {
      statements.push(sql);
      return { rows: [] as Row[], rowCount: 0 };
    },
    exec: async () => {},
  };
}

const camelCase = (file: string) =>
  file.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('repositories', () => {
  it('holds every repository module of the folder, under its file name', () => {
    const modules = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => file !== 'repositories.ts')
      .map(camelCase);
    expect(Object.keys(repositories(recordingDb())).sort()).toEqual(modules.sort());
  });

  it('runs its statements on the connection it was given (a transaction, say)', async () => {
    const tx = recordingDb();
    await repositories(tx).applicants.submission('id', true);
    // Locking the application raises its write serial (an unlocked save then reads again).
    expect(tx.statements).toEqual([
      'UPDATE applicants SET write_serial = write_serial + 1 WHERE id = $1 RETURNING submitted_at',
    ]);
  });
});
