// `npm run bench:staff`: the staff workspace's list, search and CSV export on PostgreSQL with
// 100,000 applications (BENCH_STAFF_ROWS to change), in a schema made and dropped here. Prints
// list and search p50/p95 (target p95 < 50 ms), in the server's sorts and with the dashboard's
// filters, the dashboard's counts, and two exports' time and RSS growth (target < 100 MB): every
// application, and a search by name with six columns. Needs DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { createHash, randomBytes } from 'node:crypto';
import { pipeline, Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { stringify } from 'csv-stringify';
import { answerKeys, applicationReference } from '../../src/engine';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { defaultExportColumns, exportRows } from '../../src/server/staff/applications/export-rows';
import { foldForSearch } from '../../src/server/staff/applications/fold-text';
import type { ListFilters } from '../../src/server/repositories/application-listing';
import { listApplications } from '../../src/server/staff/applications/list-applications';
import { decodeCursor } from '../../src/server/staff/applications/list-cursor';
import { listingStamp } from '../../src/server/staff/applications/listing-columns';
import { readDashboard } from '../../src/server/staff/dashboard/dashboard';
import { summarize } from './harness';

const ROWS = Number(process.env.BENCH_STAFF_ROWS ?? 100_000);

/** The id PostgreSQL's md5('app' || g)::uuid gives row g. */
const md5uuid = (g: number) =>
  createHash('md5')
    .update(`app${g}`)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const SAMPLES = 200;
const FIRST = [
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
const LAST = [
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
const TERMS = ['2027SP', '2027SU', '2027FA', '2028SP'];
const STATUSES = ['started', 'validating', 'submitted'];

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:staff needs DATABASE_URL (PostgreSQL).');
  process.exit(2);
}
const schema = `bench_staff_${randomBytes(4).toString('hex')}`;
const db = await openPostgres(url, schema, 4);
const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

/** An export exactly as the route streams it, into a sink that reads as fast as it can. */
async function timeExport(
  name: string,
  filters: Omit<ListFilters, 'limit'>,
  columns: readonly string[],
): Promise<void> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 50);
  let bytes = 0;
  let lines = 0;
  const started = process.hrtime.bigint();
  await promisify(pipeline)(
    Readable.from(exportRows(db, filters, columns)),
    stringify({
      bom: true,
      header: true,
      columns: [...columns],
      quoted: true,
      record_delimiter: 'windows',
    }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        done();
      },
    }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${name}: ${lines - 1} rows, ${(bytes / 1e6).toFixed(0)} MB of CSV in ${(ms(started) / 1000).toFixed(1)} s; ` +
      `RSS ${(rssBefore / 1e6).toFixed(0)} MB before, peak ${(peak / 1e6).toFixed(0)} MB, growth ${((peak - rssBefore) / 1e6).toFixed(0)} MB (target < 100); JS heap peak ${(heapPeak / 1e6).toFixed(0)} MB`,
  );
}

try {
  await migrate(db);
  let started = process.hrtime.bigint();
  // Every answer key gets a value in one of every 10 applications' worth of columns, so the
  // export writes realistic rows: the names and term, plus a dozen other answers each.
  const filler = answerKeys()
    .filter((key) => !key.endsWith('_desc'))
    .slice(0, 40);
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
      ROWS,
    ],
  );
  await db.query(
    `INSERT INTO answers (applicant_id, data, updated_at)
     SELECT a.id, jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name,
              'entry_term', a.entry_term, 'email_address', a.username)
            || (SELECT jsonb_object_agg(k, 'Answer ' || k || ' =1+1 "quoted", ok') FROM unnest($1::text[]) AS k),
            a.created_at
       FROM applicants a`,
    [filler],
  );
  await db.exec('ANALYZE');
  console.log(
    `${ROWS} applications inserted in ${(ms(started) / 1000).toFixed(1)} s (schema ${schema})`,
  );

  const timed = async (filters: () => ListFilters) => {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const f = filters();
      started = process.hrtime.bigint();
      await listApplications(db, f);
      times.push(ms(started));
    }
    return summarize(times);
  };
  const referenceOf = (g: number) => applicationReference(md5uuid(g));
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  // Cursors from deep in the list, so later pages are measured too.
  const cursors: (string | null)[] = [null];
  let page = await listApplications(db, { limit: 50 });
  for (let i = 0; i < 40 && page.next_cursor; i++) {
    cursors.push(page.next_cursor);
    page = await listApplications(db, { limit: 50, after: decodeCursor(page.next_cursor) });
  }
  const cases: [string, () => ListFilters][] = [
    ['list, first page', () => ({ limit: 50 })],
    ['list, later page', () => ({ limit: 50, after: decodeCursor(pick(cursors.slice(1)) ?? '') })],
    ['list, status filter', () => ({ limit: 50, status: 'submitted' })],
    ['list, term + status', () => ({ limit: 50, status: 'started', entryTerm: pick(TERMS) })],
    ['search, last name (accents)', () => ({ limit: 50, q: pick(LAST) })],
    [
      'search, folded first + last',
      () => ({ limit: 50, q: `${foldForSearch(pick(FIRST))} ${foldForSearch(pick(LAST))}` }),
    ],
    ['search, e-mail', () => ({ limit: 50, q: `applicant${Math.floor(Math.random() * ROWS)}@` })],
    ['search, rare (no match)', () => ({ limit: 50, q: 'zzqxy' })],
    // Issue 33: a whole reference, and a week of submissions.
    [
      'search, reference',
      () => ({ limit: 50, q: referenceOf(Math.floor(Math.random() * ROWS) + 1) }),
    ],
    [
      'submitted, one week',
      () => ({ limit: 50, submittedFrom: '2026-06-08', submittedTo: '2026-06-14' }),
    ],
    // Issue 33, second half: server-side order, and the dashboard's filters.
    ['list, by name', () => ({ limit: 50, sort: 'name' })],
    ['list, by e-mail descending', () => ({ limit: 50, sort: '-username' })],
    ['search, last name, by name', () => ({ limit: 50, q: pick(LAST), sort: 'name' })],
    [
      'submitted, checklist incomplete',
      () => ({ limit: 50, status: 'submitted', checklist: 'incomplete' }),
    ],
    ['no decision', () => ({ limit: 50, decision: 'none' })],
  ];
  console.log('case'.padEnd(32), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  for (const [name, filters] of cases) {
    const { median, p95 } = await timed(filters);
    console.log(name.padEnd(32), median.toFixed(1).padStart(8), p95.toFixed(1).padStart(8));
  }
  // The home page's counts: every group's count queries, one after another.
  const dashboard: number[] = [];
  for (let i = 0; i < 10; i++) {
    started = process.hrtime.bigint();
    await readDashboard(db, randomUUID());
    dashboard.push(ms(started));
  }
  const counts = summarize(dashboard);
  console.log(
    'dashboard (all counts)'.padEnd(32),
    counts.median.toFixed(1).padStart(8),
    counts.p95.toFixed(1).padStart(8),
  );

  await timeExport('export, everything', {}, defaultExportColumns(answerKeys()));
  await timeExport('export, a search by name', { q: pick(LAST), sort: 'name' }, [
    'reference',
    'first_name',
    'last_name',
    'username',
    'entry_term',
    'submitted_at',
  ]);
} finally {
  await db.query(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
}
