// What `bench:staff` puts in its schema: `rows` applications written set-based (INSERT … SELECT
// generate_series: 100,000 in seconds, where row-by-row inserts take minutes), with their answers
// and, for the submitted third, the office's work on them: queues, two readers each, reviews,
// checklist marks and decisions, in proportions an office has halfway through a cycle.
import { createHash } from 'node:crypto';
import { answerKeys, applicationReference, site } from '../../../src/engine';
import type { Queryable } from '../../../src/server/db/database';
import { foldForSearch } from '../../../src/server/staff/applications/fold-text';
import { listingStamp } from '../../../src/server/staff/applications/listing-columns';

export const FIRST = [
  'José',
  'Zoë',
  'Ana',
  'Björn',
  'Chloé',
  'Dmitri',
  'Élodie',
  'Fatima',
  'Grace',
  'Hiroshi',
  'Inés',
  'Jürgen',
  'Kwame',
  'Léa',
  'Mateo',
  'Nadia',
  'Oscar',
  'Priya',
  'Quentin',
  'Renée',
];
export const LAST = [
  'García',
  'Müller',
  'Nguyen',
  'Smith',
  'Østergaard',
  'Dubois',
  'Kowalski',
  'Okafor',
  'Rossi',
  'Yamamoto',
  'Hernández',
  'Schröder',
  'Ivanova',
  'Brown',
  'Lefèvre',
  'Silva',
  'Andersson',
  'Cohen',
  'Papadopoulos',
  'Chen',
];
export const TERMS = ['2027SP', '2027SU', '2027FA', '2028SP'];
const STATUSES = ['started', 'validating', 'submitted'];
/** Readers; each submitted application has two, so a reader's queue is rows × 2/3 ÷ READERS. */
export const READERS = 20;

/** The id PostgreSQL's md5(text)::uuid gives. */
const md5uuid = (text: string) =>
  createHash('md5')
    .update(text)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** Application g's reference (every third application, g divisible by 3, is submitted). */
export const referenceOf = (g: number) => applicationReference(md5uuid(`app${g}`));
/** Reader r's staff id, 1 ≤ r ≤ READERS. */
export const readerId = (r: number) => md5uuid(`reader${r}`);

export async function seedOffice(db: Queryable, rows: number): Promise<void> {
  const [first, second, third] = site.queues.map((queue) => queue.id);
  if (!first || !second || !third) throw new Error('bench:staff expects three queues in site.json');
  await db.query(
    `INSERT INTO staff (id, username, role, grants, password_hash, created_at)
     SELECT md5('reader' || r)::uuid, 'reader' || r || '@example.edu',
            CASE WHEN r = 0 THEN 'admin' ELSE 'reader' END,
            CASE WHEN r = 0 THEN '{*}'::text[] ELSE '{}'::text[] END, 'x', timestamptz '2026-01-01'
       FROM generate_series(0, $1) AS r`,
    [READERS],
  );
  await db.query(
    `INSERT INTO applicants (id, username, password_hash, created_at, confirmed_at, submitted_at,
                             status, first_name, last_name, entry_term, name_search, listing_stamp,
                             name_sort)
     SELECT md5('app' || g)::uuid, 'applicant' || g || '@example.edu', 'x',
            timestamptz '2026-01-01' + g * interval '37 seconds', timestamptz '2026-01-01',
            CASE WHEN g % 3 = 0 THEN timestamptz '2026-06-01' + g * interval '11 seconds' END,
            CASE WHEN g % 3 = 0 THEN 'submitted' ELSE ($1::text[])[1 + abs(hashtext('s' || g)) % 2] END,
            ($2::text[])[1 + g % 20], ($3::text[])[1 + abs(hashtext('l' || g)) % 20],
            ($4::text[])[1 + abs(hashtext('t' || g)) % 4],
            ($5::text[])[1 + g % 20] || ' ' || ($6::text[])[1 + abs(hashtext('l' || g)) % 20], $7,
            ($6::text[])[1 + abs(hashtext('l' || g)) % 20] || chr(1) || ($5::text[])[1 + g % 20]
       FROM generate_series(1, $8) AS g`,
    [
      STATUSES,
      FIRST,
      LAST,
      TERMS,
      FIRST.map(foldForSearch),
      LAST.map(foldForSearch),
      listingStamp(),
      rows,
    ],
  );
  // Forty answer keys each, so the export writes realistic rows: the names and term, plus the
  // rest with text that CSV must quote and defuse.
  const filler = answerKeys()
    .filter((key) => !key.endsWith('_desc'))
    .slice(0, 40);
  await db.query(
    `INSERT INTO answers (applicant_id, data, updated_at)
     SELECT a.id, jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name,
              'entry_term', a.entry_term, 'email_address', a.username)
            || (SELECT jsonb_object_agg(k, 'Answer ' || k || ' =1+1 "quoted", ok') FROM unnest($1::text[]) AS k),
            a.created_at
       FROM applicants a`,
    [filler],
  );
  // The submitted: n = g / 3 numbers them. A fifth in the second queue, a fifth in the third (the
  // rest unmoved, in the first); readers n % READERS + 1 and the next one; the first reader's
  // review written on half; the transcript in on 70 %, the recommendation on 60 %, waived on 5 %;
  // the third queue decided.
  const submitted = `SELECT g / 3 AS n, md5('app' || g)::uuid AS id
                       FROM generate_series(3, $1, 3) AS g`;
  await db.query(
    `INSERT INTO application_queues (applicant_id, queue_id, staff_id, moved_at)
     SELECT id, CASE WHEN n % 5 = 1 THEN $2 ELSE $3 END, md5('reader0')::uuid, timestamptz '2026-07-01'
       FROM (${submitted}) s WHERE n % 5 IN (1, 2)`,
    [rows, second, third],
  );
  await db.query(
    `INSERT INTO assignments (applicant_id, reader_id, assigned_by, assigned_at)
     SELECT id, md5('reader' || (1 + (n + k) % $2))::uuid, md5('reader0')::uuid,
            timestamptz '2026-07-01' + n * interval '1 second'
       FROM (${submitted}) s, generate_series(0, 1) AS k ORDER BY n, k`,
    [rows, READERS],
  );
  await db.query(
    `INSERT INTO reviews (id, applicant_id, staff_id, queue_id, answers, created_at)
     SELECT md5('review' || n)::uuid, id, md5('reader' || (1 + n % $2))::uuid, $3,
            '{"rating_academic": "4", "rating_personal": "3", "recommendation": "admit"}', timestamptz '2026-07-02'
       FROM (${submitted}) s WHERE n % 2 = 0`,
    [rows, READERS, first],
  );
  await db.query(
    `INSERT INTO checklist_marks (applicant_id, item_id, status, staff_id, updated_at)
     SELECT id, item, CASE WHEN n % 20 = 0 THEN 'waived' ELSE 'received' END,
            md5('reader0')::uuid, timestamptz '2026-07-01'
       FROM (${submitted}) s,
            LATERAL (VALUES ('transcript', 7), ('counselor_recommendation', 6)) AS i (item, tenths)
      WHERE n % 10 < tenths`,
    [rows],
  );
  await db.query(
    `INSERT INTO decisions (applicant_id, id, decision, letter, release_at, staff_id, decided_at)
     SELECT id, md5('decision' || n)::uuid, ($2::text[])[1 + n % 4], 'Letter', timestamptz '2026-08-01',
            md5('reader0')::uuid, timestamptz '2026-07-15'
       FROM (${submitted}) s WHERE n % 5 = 2`,
    [rows, site.decisions.map((decision) => decision.id)],
  );
  // What autovacuum does after a load like this: statistics, and the visibility map, without
  // which a count cannot be an index-only scan. These tables only: the database is shared.
  await db.exec(
    `VACUUM ANALYZE applicants, answers, staff, application_queues, assignments, reviews,
                    checklist_marks, decisions`,
  );
}
