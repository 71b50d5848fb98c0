import { splitEvenly } from '../../engine';
import type { Queryable } from '../db/database';
import { searchSelection, type ListFilters } from './application-listing';

export interface QueueEntryRow {
  id: string;
  first_name: string;
  last_name: string;
  queue_id: string | null;
  reviewed: boolean;
  assigned_at: Date;
}

export interface SearchAssignment {
  /** The applications the search selects now, and how many of them are not submitted. */
  total: number;
  unsubmitted: number;
  /** Each reader's share in the order given: selected for them, and newly assigned. */
  readers: { id: string; username: string; selected: number; assigned: number }[];
}

export interface SearchUnassignment {
  /** The applications the search selects now. */
  total: number;
  /** Each reader in the order given, with the assignments removed. */
  readers: { id: string; username: string; unassigned: number }[];
}

/** The assignments table: which readers are to review which applications. */
/** A change to every application a search selects, as the admin confirmed it. */
export interface SearchRequest {
  search: Omit<ListFilters, 'limit' | 'after'>;
  readerIds: readonly string[];
  count: number;
  staff: { id: string; username: string };
  auditDetail: Record<string, string>;
  ip: string;
  now: Date;
}

export function assignmentsRepository(db: Queryable) {
  return {
    /** Assigns one application; false when it was the reader's already. */
    async assign(assignment: {
      applicantId: string;
      readerId: string;
      staffId: string;
      now: Date;
    }): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO assignments (applicant_id, reader_id, assigned_by, assigned_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING applicant_id`,
        [assignment.applicantId, assignment.readerId, assignment.staffId, assignment.now],
      );
      return rows.length === 1;
    },

    /**
     * Takes the reader off these applications; the ids of those that were theirs. Their reviews
     * stay: a review written is the reader's work on record whoever reads on.
     */
    async unassign(applicantIds: readonly string[], readerId: string): Promise<Set<string>> {
      const { rows } = await db.query<{ applicant_id: string }>(
        `DELETE FROM assignments WHERE reader_id = $1 AND applicant_id = ANY($2::uuid[])
         RETURNING applicant_id`,
        [readerId, applicantIds],
      );
      return new Set(rows.map((row) => row.applicant_id));
    },

    /**
     * Assigns every application a search selects, each reader in turn the next run of positions
     * (in the list's order) as long as their share of `count` (splitEvenly), and audits `assign` once per application with the reader and the
     * search: one statement, so the count checked, the rows assigned and the rows audited are one
     * snapshot, whatever is submitted meanwhile. Nothing is written unless the search selects
     * exactly `count` applications, all submitted; the totals tell which.
     */
    async assignSearch(request: SearchRequest): Promise<SearchAssignment> {
      const params: unknown[] = [];
      const { where, order } = searchSelection(request.search, params);
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const starts: number[] = [];
      const ends: number[] = [];
      for (const size of splitEvenly(request.count, request.readerIds.length)) {
        starts.push(ends.at(-1) ?? 0);
        ends.push((ends.at(-1) ?? 0) + size);
      }
      const readerIds = param(request.readerIds);
      const froms = param(starts);
      const uptos = param(ends);
      const count = param(request.count);
      const staffId = param(request.staff.id);
      const now = param(request.now);
      const { rows } = await db.query<{
        id: string;
        username: string;
        selected: number | string;
        assigned: number | string;
        total: number | string;
        unsubmitted: number | string;
      }>(
        `WITH selected AS MATERIALIZED (
           SELECT id, submitted_at IS NOT NULL AS submitted, row_number() OVER (${order}) AS position
             FROM applicants ${where}),
         tally AS (
           SELECT count(*) AS total, count(*) FILTER (WHERE NOT submitted) AS unsubmitted
             FROM selected),
         readers AS (
           SELECT r.reader_id, r.part, r.after_position, r.upto, s.username
             FROM unnest(${readerIds}::uuid[], ${froms}::bigint[], ${uptos}::bigint[])
                  WITH ORDINALITY AS r (reader_id, after_position, upto, part)
             JOIN staff s ON s.id = r.reader_id),
         given AS (
           SELECT sel.id, sel.position, rd.reader_id, rd.username
             FROM selected sel
             JOIN readers rd ON sel.position > rd.after_position AND sel.position <= rd.upto
            WHERE (SELECT total = ${count} AND unsubmitted = 0 FROM tally)),
         assigned AS (
           INSERT INTO assignments (applicant_id, reader_id, assigned_by, assigned_at)
           SELECT id, reader_id, ${staffId}, ${now} FROM given ORDER BY position
           ON CONFLICT DO NOTHING RETURNING reader_id),
         audited AS (
           INSERT INTO staff_audit (at, staff_id, staff_username, action, application_id, detail, ip)
           SELECT ${now}, ${staffId}, ${param(request.staff.username)}, 'assign', id,
                  jsonb_build_object('reader', username, 'search', ${param(JSON.stringify(request.auditDetail))}::jsonb),
                  ${param(request.ip)}
             FROM given ORDER BY position)
         SELECT rd.reader_id AS id, rd.username,
                (SELECT count(*) FROM given g WHERE g.reader_id = rd.reader_id) AS selected,
                (SELECT count(*) FROM assigned a WHERE a.reader_id = rd.reader_id) AS assigned,
                t.total, t.unsubmitted
           FROM readers rd, tally t
          ORDER BY rd.part`,
        params,
      );
      const first = rows[0];
      return {
        total: Number(first?.total ?? 0),
        unsubmitted: Number(first?.unsubmitted ?? 0),
        readers: rows.map((row) => ({
          id: row.id,
          username: row.username,
          selected: Number(row.selected),
          assigned: Number(row.assigned),
        })),
      };
    },

    /**
     * Takes the readers off every application a search selects, and audits `unassign` once per
     * assignment removed with the reader and the search: one statement, as assignSearch. Nothing
     * is written unless the search selects exactly `count` applications. The reviews stay.
     */
    async unassignSearch(request: SearchRequest): Promise<SearchUnassignment> {
      const params: unknown[] = [];
      const { where, order } = searchSelection(request.search, params);
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const readerIds = param(request.readerIds);
      const count = param(request.count);
      const now = param(request.now);
      const { rows } = await db.query<{
        id: string;
        username: string;
        unassigned: number | string;
        total: number | string;
      }>(
        `WITH selected AS MATERIALIZED (
           SELECT id, row_number() OVER (${order}) AS position FROM applicants ${where}),
         tally AS (SELECT count(*) AS total FROM selected),
         readers AS (
           SELECT r.reader_id, r.part, s.username
             FROM unnest(${readerIds}::uuid[]) WITH ORDINALITY AS r (reader_id, part)
             JOIN staff s ON s.id = r.reader_id),
         removed AS (
           DELETE FROM assignments x USING selected sel, readers rd
            WHERE x.applicant_id = sel.id AND x.reader_id = rd.reader_id
              AND (SELECT total = ${count} FROM tally)
           RETURNING x.applicant_id, x.reader_id),
         audited AS (
           INSERT INTO staff_audit (at, staff_id, staff_username, action, application_id, detail, ip)
           SELECT ${now}, ${param(request.staff.id)}, ${param(request.staff.username)}, 'unassign',
                  rm.applicant_id,
                  jsonb_build_object('reader', rd.username, 'search', ${param(JSON.stringify(request.auditDetail))}::jsonb),
                  ${param(request.ip)}
             FROM removed rm
             JOIN readers rd ON rd.reader_id = rm.reader_id
             JOIN selected sel ON sel.id = rm.applicant_id
            ORDER BY sel.position, rd.part)
         SELECT rd.reader_id AS id, rd.username,
                (SELECT count(*) FROM removed r WHERE r.reader_id = rd.reader_id) AS unassigned,
                t.total
           FROM readers rd, tally t
          ORDER BY rd.part`,
        params,
      );
      return {
        total: Number(rows[0]?.total ?? 0),
        readers: rows.map((row) => ({
          id: row.id,
          username: row.username,
          unassigned: Number(row.unassigned),
        })),
      };
    },

    async isAssigned(applicantId: string, readerId: string): Promise<boolean> {
      const { rows } = await db.query(
        'SELECT 1 FROM assignments WHERE applicant_id = $1 AND reader_id = $2',
        [applicantId, readerId],
      );
      return rows.length === 1;
    },

    /** An application's readers, first assigned first. */
    async readersOf(applicantId: string): Promise<{ id: string; username: string }[]> {
      const { rows } = await db.query<{ id: string; username: string }>(
        `SELECT s.id, s.username FROM assignments x JOIN staff s ON s.id = x.reader_id
          WHERE x.applicant_id = $1 ORDER BY x.seq`,
        [applicantId],
      );
      return rows;
    },

    /**
     * A reader's queue, oldest assignment first; `first` is the queue of an unmoved one. What it
     * reads of applicants is in the index applicants_queue_entry (migration 190), so each entry is
     * an index-only probe rather than a scan of the table: a column added here belongs there too.
     */
    async queueOf(readerId: string, first: string): Promise<QueueEntryRow[]> {
      const { rows } = await db.query<QueueEntryRow>(
        `SELECT a.id, a.first_name, a.last_name,
                CASE WHEN a.submitted_at IS NOT NULL THEN COALESCE(q.queue_id, $2) END AS queue_id,
                EXISTS (SELECT 1 FROM reviews r
                         WHERE r.applicant_id = a.id AND r.staff_id = x.reader_id) AS reviewed,
                x.assigned_at
           FROM assignments x
           JOIN applicants a ON a.id = x.applicant_id
           LEFT JOIN application_queues q ON q.applicant_id = a.id
          WHERE x.reader_id = $1
          ORDER BY x.seq`,
        [readerId, first],
      );
      return rows;
    },
  };
}
