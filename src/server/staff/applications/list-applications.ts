import { applicationReference, type WebStatus } from '../../../engine';
import type { Queryable } from '../../db/database';
import { foldForSearch } from './fold-text';
import { encodeCursor, type ListPosition } from './list-cursor';

export interface ListFilters {
  /**
   * Words matched anywhere in the folded names and e-mail address, all of them; a word with an
   * `@` after its first character matches the beginning of the e-mail address.
   */
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

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search words this long can use the trigram index (pg_trgm needs three characters). */
const TRIGRAM_WORD = 3;

/** True when the search has a word the trigram index can find rows for. */
export const searchesByTrigram = (q: string | undefined): boolean =>
  foldForSearch(q ?? '')
    .split(' ')
    .some((word) => word.length >= TRIGRAM_WORD && !/^[^@]+@/.test(word));

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
  for (const word of words) {
    // An e-mail address, whole or its beginning, is looked up by prefix on its own index: its
    // trigrams ("com", "edu", a shared domain) are in every row and would make a slow scan.
    if (/^[^@]+@/.test(word)) where.push(`username LIKE ${param(`${escapeLike(word)}%`)}`);
    else where.push(`search_text LIKE ${param(`%${escapeLike(word)}%`)}`);
  }
  if (filters.after)
    where.push(
      `(listed_at, id) < (${param(filters.after.listedAt)}::timestamptz, ${param(filters.after.id)}::uuid)`,
    );
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

const COLUMNS = `id, username, first_name, last_name, status, submitted_at, entry_term,
                 listed_at, search_text, ${POSITION_AT} AS position_at`;
const ORDER = 'ORDER BY listed_at DESC, id DESC';
/** How many of the newest rows a search looks through before asking the trigram index. */
const RECENT_WINDOW = 5000;

/**
 * One page plus one row. A search runs in two steps, because neither plan alone is quick for
 * every word: a common word fills the page from the newest few thousand rows (in date order,
 * no sort), and a rarer one (which leaves the page short there) is found through the trigram
 * index and its few matches sorted. The planner left to itself may walk the whole list in date
 * order hoping to meet matches soon, which for a rare name (or none) reads every row.
 */
async function findRows(db: Queryable, filters: ListFilters): Promise<Row[]> {
  const limit = filters.limit + 1;
  if (!searchesByTrigram(filters.q)) {
    const params: unknown[] = [];
    const where = listConditions(filters, params);
    params.push(limit);
    const sql = `SELECT ${COLUMNS} FROM applicants ${where} ${ORDER} LIMIT $${params.length}`;
    return (await db.query<Row>(sql, params)).rows;
  }
  const params: unknown[] = [];
  const scope = listConditions({ ...filters, q: undefined }, params);
  const search = listConditions({ q: filters.q }, params);
  params.push(RECENT_WINDOW, limit);
  const recent = await db.query<Row>(
    `SELECT * FROM (SELECT ${COLUMNS} FROM applicants ${scope} ${ORDER} LIMIT $${params.length - 1}) recent
      ${search} ${ORDER} LIMIT $${params.length}`,
    params,
  );
  if (recent.rows.length === limit) return recent.rows;
  const all: unknown[] = [];
  const where = listConditions(filters, all);
  all.push(limit);
  const matched = await db.query<Row>(
    `WITH matched AS MATERIALIZED (SELECT ${COLUMNS} FROM applicants ${where})
     SELECT * FROM matched ${ORDER} LIMIT $${all.length}`,
    all,
  );
  return matched.rows;
}

/** Newest first, one keyset page (no OFFSET: page 2,000 costs what page 1 does). */
export async function listApplications(
  db: Queryable,
  filters: ListFilters,
): Promise<{ items: ListedApplication[]; next_cursor: string | null }> {
  const rows = await findRows(db, filters);
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
