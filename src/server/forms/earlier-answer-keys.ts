// The answer keys that only earlier form versions have: a publish that removes a question leaves
// the answers collected under it in the database, and the office must still be able to read them.
import { answerKeys, questionLabelOf, sensitiveCategories, withDefinitions } from '../../engine';
import type { Queryable } from '../db/database';
import { formVersionsRepository } from '../repositories/form-versions';
import { storedVersionSet } from './definition-sets';

/** An answer key the live version lacks, as the newest version that has it describes it. */
export interface EarlierAnswerKey {
  key: string;
  /** Its question's words ("City (Mailing address)"), the key itself when no question asks it. */
  label: string;
  /** The sensitive category that version marks it with, if any. */
  category: string | undefined;
}

/**
 * Every stored version's answer keys that the live version (this process's engine) lacks, newest
 * version first, each version's in its data model's order. A version never changes, so its set
 * is read from the database once per process (definition-sets.ts); each call reads only the list
 * of version numbers. A database with no stored version has none.
 */
export async function earlierAnswerKeys(db: Queryable): Promise<EarlierAnswerKey[]> {
  const seen = new Set(answerKeys());
  const found: EarlierAnswerKey[] = [];
  for (const { version } of await formVersionsRepository(db).list()) {
    const set = await storedVersionSet(db, version);
    withDefinitions(set, () => {
      const categories = sensitiveCategories();
      for (const key of answerKeys()) {
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ key, label: questionLabelOf(key), category: categories.get(key) });
      }
    });
  }
  return found;
}
