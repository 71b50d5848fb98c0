import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswers } from '../../src/server/application/answers';
import { lockOpenApplication } from '../../src/server/application/open-application';
import { saveAnswers } from '../../src/server/application/save-answers';
import type { Database } from '../../src/server/db/database';
import { HttpError } from '../../src/server/http-error';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const NOW = new Date('2026-11-26T03:00:00Z');
// What only the save's read of the application says (its write returns the new serial too).
const READ = 'write_serial::text AS write_serial';

/**
 * The database, with `between` run after each of the save's unlocked reads (the first
 * `times`): another writer landing between a save's read and its write, as it would on
 * another connection. Counts the reads and the transactions.
 */
function interleaved(db: Database, times: number, between: () => Promise<void>) {
  const seen = { reads: 0, transactions: 0 };
  const wrapped: Database = {
    ...db,
    query: async (sql, params) => {
      const result = await db.query(sql, params);
      if (sql.includes(READ) && (seen.reads += 1) <= times) await between();
      return result as never;
    },
    transaction: (fn) => {
      seen.transactions += 1;
      return db.transaction((tx) => {
        const counted = { ...tx, query: tx.query.bind(tx) };
        counted.query = async (sql, params) => {
          if (sql.includes(READ)) seen.reads += 1;
          return tx.query(sql, params);
        };
        return fn(counted);
      });
    },
  };
  return { db: wrapped, seen };
}

describe.each(databaseKinds)("a save's write serial (issue 31) on %s", (kind) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const applicant = async () => {
    const username = `serial.${++n}@example.edu`;
    await newApplicant(t, username);
    const { rows } = await t.database.db.query<{ id: string }>(
      'SELECT id FROM applicants WHERE username = $1',
      [username],
    );
    return rows[0]!.id;
  };
  const save = async (db: Database, id: string, answers: Record<string, string>) => {
    const request = { applicantId: id, sent: answers, sentBase: undefined, now: NOW };
    const saved = await saveAnswers(db, { ...request, formVersion: 1, bases: {} });
    // Only a save judged against a process's copy checks a session.
    if (saved === 'no-session') throw new Error('a save with no session to check found none');
    return saved;
  };

  it('reads again when another write landed between its read and its write, and keeps both', async () => {
    const id = await applicant();
    const db = t.database.db;
    const { db: racing, seen } = interleaved(db, 1, async () => {
      await db.transaction(async (tx) => {
        await lockOpenApplication(tx, id);
        await tx.query(
          `INSERT INTO tabs (applicant_id, tab_id, chosen_tab) VALUES ($1, 'x', 'y')`,
          [id],
        );
      });
    });
    const saved = await save(racing, id, { first_name: 'Ada', last_name: 'Lovelace' });
    expect(seen).toEqual({ reads: 2, transactions: 0 });
    expect(saved.revisions).toEqual({ first_name: 1, last_name: 1 });
    expect(await readAnswers(db, id)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const { rows } = await db.query<{ first_name: string }>(
      'SELECT first_name FROM applicants WHERE id = $1',
      [id],
    );
    expect(rows[0]!.first_name).toBe('Ada');
  });

  it('writes nothing and answers 409 when the application was submitted between its read and its write', async () => {
    const id = await applicant();
    const db = t.database.db;
    const { db: racing } = interleaved(db, 1, async () => {
      await db.query('UPDATE applicants SET submitted_at = $2 WHERE id = $1', [id, NOW]);
    });
    const refused = await save(racing, id, { first_name: 'Late' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(409);
    expect(await readAnswers(db, id)).toEqual({});
  });

  it('takes the row lock after three rounds that each found the application changed', async () => {
    const id = await applicant();
    const db = t.database.db;
    const { db: racing, seen } = interleaved(db, 3, async () => {
      await db.transaction((tx) => lockOpenApplication(tx, id));
    });
    const saved = await save(racing, id, { first_name: 'Grace' });
    expect(seen).toEqual({ reads: 4, transactions: 1 });
    expect(saved.revisions).toEqual({ first_name: 1 });
    expect(await readAnswers(db, id)).toMatchObject({ first_name: 'Grace' });
  });
});
