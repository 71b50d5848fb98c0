import type { Queryable } from '../db/database';
import { DRAFT_TTL_MS } from './limits';
import { randomToken, sha256 } from './secrets';

export type DraftAnswers = Record<string, string | boolean>;

/** Keeps a visitor's answers for 7 days under a new random token (stored as its hash). */
export async function saveDraft(db: Queryable, answers: DraftAnswers, now: Date): Promise<string> {
  const token = randomToken();
  await db.query(
    'INSERT INTO drafts (token_hash, answers, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), JSON.stringify(answers), now, new Date(now.getTime() + DRAFT_TTL_MS)],
  );
  return token;
}

/** The draft's answers, or undefined when the token is unknown or the draft has expired. */
export async function loadDraft(
  db: Queryable,
  token: string,
  now: Date,
): Promise<DraftAnswers | undefined> {
  const { rows } = await db.query<{ answers: DraftAnswers }>(
    'SELECT answers FROM drafts WHERE token_hash = $1 AND expires_at > $2',
    [sha256(token), now],
  );
  return rows[0]?.answers;
}
