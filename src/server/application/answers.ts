import type { Queryable } from '../db/database';
import { isDocumentKey } from '../documents/document-keys';
import { touchesListing, writeListingColumns } from '../staff/applications/listing-columns';

export type StoredAnswers = Record<string, string | boolean>;

export async function readAnswers(db: Queryable, applicantId: string): Promise<StoredAnswers> {
  const { rows } = await db.query<{ data: StoredAnswers }>(
    'SELECT data FROM answers WHERE applicant_id = $1',
    [applicantId],
  );
  return rows[0]?.data ?? {};
}

/**
 * Writes the given keys over the stored ones (jsonb `||`), leaving every other key as it was.
 * An applicant's own save passes the definitions' version it was judged against (issue 18);
 * other writes (a conversion, a draft) leave the recorded version as it was. A save that
 * touches a name or the entry term refreshes the staff list's copy in the same transaction.
 */
export async function mergeAnswers(
  tx: Queryable,
  applicantId: string,
  answers: StoredAnswers,
  now: Date,
  definitionsVersion: string | null = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO answers (applicant_id, data, updated_at, definitions_version)
     VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (applicant_id) DO UPDATE SET data = answers.data || EXCLUDED.data, updated_at = $3,
       definitions_version = COALESCE($4, answers.definitions_version)`,
    [applicantId, JSON.stringify(answers), now, definitionsVersion],
  );
  if (touchesListing(Object.keys(answers)))
    await writeListingColumns(tx, applicantId, await readAnswers(tx, applicantId));
}

/**
 * Adds a visitor's draft to an account: a key the applicant has already answered (non-empty)
 * keeps its stored value, so a draft can fill gaps but never overwrite work. A draft never sets
 * a document key: only a converted upload makes a document ANSWERED.
 */
export async function fillAnswers(
  tx: Queryable,
  applicantId: string,
  draft: StoredAnswers,
  now: Date,
): Promise<void> {
  const stored = await readAnswers(tx, applicantId);
  const gaps = Object.fromEntries(
    Object.entries(draft).filter(
      ([key]) =>
        !isDocumentKey(key) &&
        (stored[key] === undefined || stored[key] === '' || stored[key] === false),
    ),
  );
  if (Object.keys(gaps).length > 0) await mergeAnswers(tx, applicantId, gaps, now);
}
