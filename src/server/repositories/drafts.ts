import type { Queryable } from '../db/database';

export type DraftAnswers = Record<string, string | boolean>;

/** The drafts table: visitors' answers, each under the hash of its token. */
export function draftsRepository(db: Queryable) {
  return {
    async insert(
      tokenHash: string,
      answers: DraftAnswers,
      createdAt: Date,
      expiresAt: Date,
    ): Promise<void> {
      await db.query(
        'INSERT INTO drafts (token_hash, answers, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [tokenHash, JSON.stringify(answers), createdAt, expiresAt],
      );
    },

    /** The answers of a draft not yet expired. */
    async find(tokenHash: string, now: Date): Promise<DraftAnswers | undefined> {
      const { rows } = await db.query<{ answers: DraftAnswers }>(
        'SELECT answers FROM drafts WHERE token_hash = $1 AND expires_at > $2',
        [tokenHash, now],
      );
      return rows[0]?.answers;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM drafts WHERE expires_at <= $1', [now]);
    },
  };
}
