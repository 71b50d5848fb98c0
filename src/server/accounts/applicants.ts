import type { Queryable } from '../db/database';

export interface ApplicantRow {
  id: string;
  username: string;
  password_hash: string;
  confirmed_at: Date | null;
  pending_draft_token: string | null;
  submitted_at: Date | null;
  /** Signed up again with another password before confirmation (routes/public/confirm.ts). */
  signup_contested: boolean;
}

const columns =
  'id, username, password_hash, confirmed_at, pending_draft_token, submitted_at, signup_contested';

/** The account of a (normalized) username; `lock` holds its row until the transaction ends. */
export async function findApplicant(
  db: Queryable,
  username: string,
  lock = false,
): Promise<ApplicantRow | undefined> {
  const { rows } = await db.query<ApplicantRow>(
    `SELECT ${columns} FROM applicants WHERE username = $1${lock ? ' FOR UPDATE' : ''}`,
    [username],
  );
  return rows[0];
}
