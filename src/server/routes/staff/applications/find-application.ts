import type { Queryable } from '../../../db/database';
import { applicantsRepository } from '../../../repositories/applicants';
import { HttpError } from '../../../http-error';

export const NO_SUCH_APPLICATION = 'No application has this id.';
export const BAD_APPLICATION_ID = 'This is not an application id.';
export const BAD_QUESTION_KEY = 'This is not a question key.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY = /^[a-z][a-z0-9_]{0,63}$/;

/** A question key as it may appear in a path; 400 for anything else. */
export function wellFormedKey(key: string): string {
  if (!KEY.test(key)) throw new HttpError(400, BAD_QUESTION_KEY);
  return key;
}

/**
 * The account an application id names (with the family name the list shows): 400 for a
 * malformed id, 404 for an unknown one.
 */
export async function findApplication(
  db: Queryable,
  id: string,
): Promise<{ id: string; username: string; last_name: string }> {
  if (!UUID.test(id)) throw new HttpError(400, BAD_APPLICATION_ID);
  const found = await applicantsRepository(db).findById(id);
  if (!found) throw new HttpError(404, NO_SUCH_APPLICATION);
  return found;
}
