import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http-error';

export const NO_SUCH_APPLICATION = 'No application has this id.';

/** The account an application id names; 404 for one that does not exist. */
export async function findApplication(
  db: Queryable,
  id: string,
): Promise<{ id: string; username: string }> {
  const { rows } = await db.query<{ id: string; username: string }>(
    'SELECT id, username FROM applicants WHERE id = $1',
    [id],
  );
  const found = rows[0];
  if (!found) throw new HttpError(404, NO_SUCH_APPLICATION);
  return found;
}
