import { randomUUID } from 'node:crypto';
import { mergeAnswers, type StoredAnswers } from '../../src/server/application/answers';
import { appendWebStatus } from '../../src/server/application/web-status';
import type { WebStatus } from '../../src/engine';
import type { TestApp } from './app';

export interface SeedApplication {
  username: string;
  answers?: StoredAnswers;
  status?: WebStatus;
  /** The account's creation time (the list's order while not submitted). */
  createdAt: Date;
  submittedAt?: Date;
}

/**
 * Applications written through the server's own save and status functions (so the staff list's
 * columns are filled as a real save fills them), without signing each applicant up: quick
 * enough for tests that page through dozens. Returns the ids in the order given.
 */
export async function seedApplications(t: TestApp, seeds: SeedApplication[]): Promise<string[]> {
  const ids: string[] = [];
  for (const seed of seeds) {
    const id = randomUUID();
    await t.app.db.query(
      `INSERT INTO applicants (id, username, password_hash, created_at, confirmed_at, submitted_at)
       VALUES ($1, $2, 'not-a-password', $3, $3, $4)`,
      [id, seed.username, seed.createdAt, seed.submittedAt ?? null],
    );
    if (seed.answers) await mergeAnswers(t.app.db, id, seed.answers, seed.createdAt);
    if (seed.status) await appendWebStatus(t.app.db, id, seed.status, seed.createdAt);
    ids.push(id);
  }
  return ids;
}

/** `count` applications begun a minute apart from `from`, each with a name and a city. */
export function startedApplications(count: number, from: Date): SeedApplication[] {
  return Array.from({ length: count }, (_, i) => ({
    username: `applicant-${i}@example.edu`,
    createdAt: new Date(from.getTime() + i * 60_000),
    status: 'started' as const,
    answers: { first_name: `Ada ${i}`, last_name: 'Lovelace', city: 'Denver' },
  }));
}
