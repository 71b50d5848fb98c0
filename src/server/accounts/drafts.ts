import type { Queryable } from '../db/database';
import { draftsRepository, type DraftAnswers } from '../repositories/drafts';
import { DRAFT_TTL_MS } from './limits';
import { randomToken, sha256 } from './secrets';

/** Keeps a visitor's answers for 7 days under a new random token (stored as its hash). */
export async function saveDraft(db: Queryable, answers: DraftAnswers, now: Date): Promise<string> {
  const token = randomToken();
  await draftsRepository(db).insert(
    sha256(token),
    answers,
    now,
    new Date(now.getTime() + DRAFT_TTL_MS),
  );
  return token;
}

/** The draft's answers, or undefined when the token is unknown or the draft has expired. */
export function loadDraft(
  db: Queryable,
  token: string,
  now: Date,
): Promise<DraftAnswers | undefined> {
  return draftsRepository(db).find(sha256(token), now);
}
