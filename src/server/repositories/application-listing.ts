import { referenceIdRange, site, type WebStatus } from '../../engine';
import type { StoredAnswers } from '../application/answers';
import type { Queryable } from '../db/database';
import { DEFAULT_LIST_SORT, type ListSort } from '../../contracts/staff-applications';
import type { ChecklistFilter } from '../../contracts/staff-search';
import { foldForSearch } from '../staff/applications/fold-text';
import {
  afterCondition,
  orderBy,
  positionOf,
  sortColumns,
  type ListPosition,
} from './listing/listing-order';
import { checklistCondition, decisionCondition } from './listing/review-conditions';
import { applicationVersion } from './form-versions';

export interface ListFilters {
  /**
   * Words matched anywhere in the folded names and e-mail address, all of them; a word with an
   * `@` after its first character matches the beginning of the e-mail address, and a whole
   * application reference matches its application too.
   */
  q?: string;
  status?: WebStatus;
  entryTerm?: string;
  /** Submitted on or after this day, and on or before that one (YYYY-MM-DD, institution's zone). */
  submittedFrom?: string;
  submittedTo?: string;
  /** Required checklist items all in hand, or some missing. */
  checklist?: ChecklistFilter;
  /** A decision id, or `none` for applications without one. */
  decision?: string;
  /** The order, newest first by default; `after` is a position in it. */
  sort?: ListSort;
  /** Submitted and in this queue; `first` for site.json's first, which holds the unmoved. */
  queue?: { id: string; first: boolean };
  /** Assigned to this staff member for review. */
  assigneeId?: string;
  after?: ListPosition;
  limit: number;
}

export interface ListedRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: WebStatus | null;
  submitted_at: Date | null;
  entry_term: string;
  position: ListPosition;
}

export interface ExportRow {
  id: string;
  username: string;
  status: string | null;
  submitted_at: Date | null;
  position: ListPosition;
  data: StoredAnswers;
  /** The form version its answers were last saved or submitted on. */
  form_version: number;
}

/** At most this many search words, so one request cannot ask for a thousand LIKEs. */
export const MAX_SEARCH_WORDS = 6;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search words this long can use the trigram index (pg_trgm needs three characters). */
const TRIGRAM_WORD = 3;

/** True when the search has a word the trigram index can find rows for. */
const searchesByTrigram = (q: string | undefined): boolean =>
  foldForSearch(q ?? '')
    .split(' ')
    .some((word) => word.length >= TRIGRAM_WORD && !/^[^@]+@/.test(word));

/** The conditions of a list or export: only those asked for, so each uses its index. */
function listPredicates(filters: Omit<ListFilters, 'limit'>, params: unknown[]): string[] {
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
    else {
      const text = `search_text LIKE ${param(`%${escapeLike(word)}%`)}`;
      // A reference is the id's first 40 bits: a range of the primary key.
      const ids = referenceIdRange(word);
      where.push(
        ids ? `(${text} OR id BETWEEN ${param(ids.from)}::uuid AND ${param(ids.to)}::uuid)` : text,
      );
    }
  }
  // A submitted row's listed_at is its submitted_at, so a day range is a range of the list's
  // index. The days are the institution's (site.json timeZone), as the list shows times.
  if (filters.submittedFrom !== undefined || filters.submittedTo !== undefined) {
    where.push('submitted_at IS NOT NULL');
    const zone = param(site.timeZone);
    if (filters.submittedFrom !== undefined)
      where.push(
        `listed_at >= (${param(filters.submittedFrom)}::date::timestamp AT TIME ZONE ${zone})`,
      );
    if (filters.submittedTo !== undefined)
      where.push(
        `listed_at < ((${param(filters.submittedTo)}::date + 1)::timestamp AT TIME ZONE ${zone})`,
      );
  }
  if (filters.checklist) where.push(checklistCondition(filters.checklist === 'complete', param));
  if (filters.decision !== undefined) where.push(decisionCondition(filters.decision, param));
  if (filters.queue !== undefined) {
    where.push('submitted_at IS NOT NULL');
    const queue = param(filters.queue.id);
    where.push(
      filters.queue.first
        ? `(moved_to_queue IS NULL OR moved_to_queue = ${queue})`
        : `moved_to_queue = ${queue}`,
    );
  }
  if (filters.assigneeId !== undefined)
    where.push(
      `id IN (SELECT applicant_id FROM assignments WHERE reader_id = ${param(filters.assigneeId)}::uuid)`,
    );
  if (filters.after)
    where.push(afterCondition(filters.sort ?? DEFAULT_LIST_SORT, filters.after, param));
  return where;
}

/** The WHERE clause of a list or export, empty when nothing narrows it. */
function listConditions(filters: Omit<ListFilters, 'limit'>, params: unknown[]): string {
  const where = listPredicates(filters, params);
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

/**
 * Every row of a search, as a statement that acts on all of them reads it: the list's conditions
 * and its order (ORDER BY …), so "all of this search" is exactly what the list and export show.
 */
export function searchSelection(
  filters: Omit<ListFilters, 'limit' | 'after'>,
  params: unknown[],
): { where: string; order: string } {
  return {
    where: listConditions(filters, params),
    order: orderBy(filters.sort ?? DEFAULT_LIST_SORT),
  };
}

const columns = (sort: ListSort) =>
  `id, username, first_name, last_name, status, submitted_at, entry_term, listed_at, search_text,
   name_sort, ${sortColumns(sort)}`;
/** How many of the newest rows a search looks through before asking the trigram index. */
const RECENT_WINDOW = 5000;

type Positioned = { id: string } & Record<string, unknown>;
const withPosition = <T extends Positioned>(sort: ListSort, rows: T[]) =>
  rows.map((row) => ({ ...row, position: positionOf(sort, row) }));

/** The applicants table as the staff list and export read it: filtered, sorted, by keyset. */
export function applicationListingRepository(db: Queryable) {
  return {
    /**
     * One page plus one row. A newest-first search runs in two steps, because neither plan alone
     * is quick for every word: a common word fills the page from the newest few thousand rows (in
     * date order, no sort), and a rarer one (which leaves the page short there) is found through
     * the trigram index and its few matches sorted. The planner left to itself may walk the whole
     * list in date order hoping to meet matches soon, which for a rare name (or none) reads every
     * row. A search in another order takes the second step alone.
     */
    async page(filters: ListFilters): Promise<ListedRow[]> {
      const sort = filters.sort ?? DEFAULT_LIST_SORT;
      const order = orderBy(sort);
      const limit = filters.limit + 1;
      const found = async (sql: string, params: unknown[]) =>
        withPosition(sort, (await db.query<ListedRow & Positioned>(sql, params)).rows);
      if (!searchesByTrigram(filters.q)) {
        const params: unknown[] = [];
        const where = listConditions(filters, params);
        params.push(limit);
        return found(
          `SELECT ${columns(sort)} FROM applicants ${where} ${order} LIMIT $${params.length}`,
          params,
        );
      }
      if (sort === DEFAULT_LIST_SORT) {
        const params: unknown[] = [];
        const scope = listConditions({ ...filters, q: undefined }, params);
        const search = listConditions({ q: filters.q }, params);
        params.push(RECENT_WINDOW, limit);
        const recent = await found(
          `SELECT * FROM (SELECT ${columns(sort)} FROM applicants ${scope} ${order}
             LIMIT $${params.length - 1}) recent ${search} ${order} LIMIT $${params.length}`,
          params,
        );
        if (recent.length === limit) return recent;
      }
      const all: unknown[] = [];
      const where = listConditions(filters, all);
      all.push(limit);
      return found(
        `WITH matched AS MATERIALIZED (SELECT ${columns(sort)} FROM applicants ${where})
         SELECT * FROM matched ${order} LIMIT $${all.length}`,
        all,
      );
    },

    /** How many rows the filters select, all pages together. */
    async count(filters: Omit<ListFilters, 'limit'>): Promise<number> {
      const params: unknown[] = [];
      const where = listConditions(filters, params);
      const { rows } = await db.query<{ total: number | string }>(
        `SELECT count(*) AS total FROM applicants ${where}`,
        params,
      );
      return Number(rows[0]?.total ?? 0);
    },

    /**
     * How many rows each search selects, in one pass over the table (one count per search reads
     * it once per search: the dashboard's twenty counts took seconds at 100,000 applications).
     */
    async counts(searches: readonly Omit<ListFilters, 'limit'>[]): Promise<number[]> {
      if (searches.length === 0) return [];
      const params: unknown[] = [];
      const columns = searches.map((filters, i) => {
        const where = listPredicates(filters, params);
        return `count(*)${where.length > 0 ? ` FILTER (WHERE ${where.join(' AND ')})` : ''} AS c${i}`;
      });
      const { rows } = await db.query<Record<string, number | string>>(
        `SELECT ${columns.join(', ')} FROM applicants`,
        params,
      );
      return searches.map((_filters, i) => Number(rows[0]?.[`c${i}`] ?? 0));
    },

    /**
     * The entry terms applications name, in code order: one step of the term index per term
     * (a handful), where DISTINCT read all 100,000 entries of it.
     */
    async entryTerms(): Promise<string[]> {
      const { rows } = await db.query<{ entry_term: string }>(
        `WITH RECURSIVE terms (entry_term) AS (
           (SELECT entry_term FROM applicants WHERE entry_term > '' ORDER BY entry_term LIMIT 1)
           UNION ALL
           SELECT (SELECT a.entry_term FROM applicants a WHERE a.entry_term > t.entry_term
                    ORDER BY a.entry_term LIMIT 1)
             FROM terms t WHERE t.entry_term IS NOT NULL)
         SELECT entry_term FROM terms WHERE entry_term IS NOT NULL`,
      );
      return rows.map((row) => row.entry_term);
    },

    /** One batch of the export, after `after` in the list's order. */
    async exportBatch(filters: Omit<ListFilters, 'limit'>, batch: number): Promise<ExportRow[]> {
      const sort = filters.sort ?? DEFAULT_LIST_SORT;
      const params: unknown[] = [];
      const where = listConditions(filters, params);
      params.push(batch);
      const { rows } = await db.query<ExportRow & Positioned>(
        `SELECT applicants.id, username, status, submitted_at, COALESCE(answers.data, '{}') AS data,
                ${applicationVersion('applicants', 'answers')} AS form_version, ${sortColumns(sort)}
           FROM applicants LEFT JOIN answers ON answers.applicant_id = applicants.id ${where}
          ${orderBy(sort)} LIMIT $${params.length}`,
        params,
      );
      return withPosition(sort, rows);
    },
  };
}
