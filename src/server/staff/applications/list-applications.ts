import { applicationReference, type WebStatus } from '../../../engine';
import type { Queryable } from '../../db/database';
import { foldForSearch } from './fold-text';
import { encodeCursor, type ListPosition } from './list-cursor';

export interface ListFilters {
  /** Words matched anywhere in the folded names and e-mail address, all of them. */
  q?: string;
  status?: WebStatus;
  entryTerm?: string;
  after?: ListPosition;
  limit: number;
}

export interface ListedApplication {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: WebStatus | null;
  submitted_at: string | null;
  entry_term: string;
  reference: string;
}

interface Row {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: WebStatus | null;
  submitted_at: Date | null;
  entry_term: string;
  position_at: string;
}

/** listed_at as PostgreSQL's exact microsecond text, for a cursor (see list-cursor.ts). */
export const POSITION_AT = `to_char(listed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** At most this many search words, so one request cannot ask for a thousand LIKEs. */
export const MAX_SEARCH_WORDS = 6;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of a list or export: only the conditions asked for, so each uses its index. */
export function listConditions(filters: Omit<ListFilters, 'limit'>, params: unknown[]): string {
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.status) where.push(`status = ${param(filters.status)}`);
  if (filters.entryTerm !== undefined) where.push(`entry_term = ${param(filters.entryTerm)}`);
  const words = foldForSearch(filters.q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  for (const word of words) where.push(`search_text LIKE ${param(likePattern(word))}`);
  if (filters.after)
    where.push(
      `(listed_at, id) < (${param(filters.after.listedAt)}::timestamptz, ${param(filters.after.id)}::uuid)`,
    );
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

/** Newest first, one keyset page (no OFFSET: page 2,000 costs what page 1 does). */
export async function listApplications(
  db: Queryable,
  filters: ListFilters,
): Promise<{ items: ListedApplication[]; next_cursor: string | null }> {
  const params: unknown[] = [];
  const where = listConditions(filters, params);
  params.push(filters.limit + 1);
  const { rows } = await db.query<Row>(
    `SELECT id, username, first_name, last_name, status, submitted_at, entry_term,
            ${POSITION_AT} AS position_at
       FROM applicants ${where}
      ORDER BY listed_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      status: row.status,
      submitted_at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
      entry_term: row.entry_term,
      reference: applicationReference(row.id),
    })),
    next_cursor:
      rows.length > filters.limit && last
        ? encodeCursor({ listedAt: last.position_at, id: last.id })
        : null,
  };
}
