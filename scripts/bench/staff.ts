// `npm run bench:staff`: the staff workspace on PostgreSQL with 100,000 applications
// (BENCH_STAFF_ROWS to change), in a schema made and dropped here. Prints p50/p95 of the health
// floor (`SELECT 1` on the same pool, before and after), the list and its searches (name,
// reference, e-mail, days), every sort order, the queue, assignee, checklist and decision filters,
// a reader's queue, the dashboard's counts, and two exports' time and RSS growth: every
// application, and a search by name with six columns; then assignment by search, once each: a
// term's submitted split between three readers, and every submitted application to one. The
// machine's load average is printed at the start and the end. Needs DATABASE_URL.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pipeline, Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { stringify } from 'csv-stringify';
import { LIST_SORTS } from '../../src/contracts/staff-applications';
import { answerKeys, EVERY_CATEGORY, site } from '../../src/engine';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { assignmentsRepository } from '../../src/server/repositories/assignments';
import { healthRepository } from '../../src/server/repositories/health';
import { defaultExportColumns, exportRows } from '../../src/server/staff/applications/export-rows';
import { foldForSearch } from '../../src/server/staff/applications/fold-text';
import {
  applicationListingRepository,
  type ListFilters,
} from '../../src/server/repositories/application-listing';
import { listApplications } from '../../src/server/staff/applications/list-applications';
import { decodeCursor } from '../../src/server/staff/applications/list-cursor';
import { readDashboard } from '../../src/server/staff/dashboard/dashboard';
import { firstQueue } from '../../src/server/staff/review/queues';
import { summarize } from './harness';
import {
  FIRST,
  LAST,
  READERS,
  readerId,
  referenceOf,
  seedOffice,
  TERMS,
} from './staff/seed-office';

const ROWS = Number(process.env.BENCH_STAFF_ROWS ?? 100_000);
const SAMPLES = 200;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:staff needs DATABASE_URL (PostgreSQL).');
  process.exit(2);
}
const schema = `bench_staff_${randomBytes(4).toString('hex')}`;
const db = await openPostgres(url, schema, 4);
const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').trim();

/** p50 and p95 of `samples` runs of `run`, printed as one row. */
async function timeCase(name: string, samples: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(ms(started));
  }
  const { median, p95 } = summarize(times);
  console.log(name.padEnd(36), median.toFixed(1).padStart(8), p95.toFixed(1).padStart(8));
}

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
    // As an admin granted every category.
    Readable.from(exportRows(db, filters, columns, [EVERY_CATEGORY])),
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

/** One assignment of a whole search (a write, so timed once), as the route makes it. */
async function timeAssignSearch(
  name: string,
  search: Omit<ListFilters, 'limit'>,
  readerIds: readonly string[],
): Promise<void> {
  const count = await applicationListingRepository(db).count(search);
  const started = process.hrtime.bigint();
  const result = await assignmentsRepository(db).assignSearch({
    search,
    readerIds,
    count,
    staff: { id: readerId(0), username: 'reader0@example.edu' },
    auditDetail: { bench: name },
    ip: '127.0.0.1',
    now: new Date(),
  });
  const assigned = result.readers.reduce((sum, reader) => sum + reader.assigned, 0);
  console.log(
    `${name}: ${result.total} selected, ${assigned} newly assigned, ${result.total} audit rows in ${(ms(started) / 1000).toFixed(2)} s`,
  );
}

try {
  console.log(`load average at the start: ${loadAverage()}`);
  await migrate(db);
  const started = process.hrtime.bigint();
  await seedOffice(db, ROWS);
  console.log(
    `${ROWS} applications and their office work inserted in ${(ms(started) / 1000).toFixed(1)} s (schema ${schema})`,
  );

  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const anyRow = () => Math.floor(Math.random() * ROWS) + 1;
  const anyReader = () => readerId(Math.floor(Math.random() * READERS) + 1);
  // Cursors from deep in the list, so later pages are measured too.
  const cursors: string[] = [];
  let page = await listApplications(db, { limit: 50 });
  for (let i = 0; i < 40 && page.next_cursor; i++) {
    cursors.push(page.next_cursor);
    page = await listApplications(db, { limit: 50, after: decodeCursor(page.next_cursor) });
  }
  const [, second, third] = site.queues;
  const cases: [string, () => ListFilters][] = [
    ['list, first page', () => ({ limit: 50 })],
    ['list, later page', () => ({ limit: 50, after: decodeCursor(pick(cursors)) })],
    ['list, status filter', () => ({ limit: 50, status: 'submitted' })],
    ['list, term + status', () => ({ limit: 50, status: 'started', entryTerm: pick(TERMS) })],
    ['search, last name (accents)', () => ({ limit: 50, q: pick(LAST) })],
    [
      'search, folded first + last',
      () => ({ limit: 50, q: `${foldForSearch(pick(FIRST))} ${foldForSearch(pick(LAST))}` }),
    ],
    ['search, e-mail', () => ({ limit: 50, q: `applicant${anyRow()}@` })],
    ['search, rare (no match)', () => ({ limit: 50, q: 'zzqxy' })],
    ['search, reference', () => ({ limit: 50, q: referenceOf(anyRow()) })],
    [
      'submitted, one week',
      () => ({ limit: 50, submittedFrom: '2026-06-08', submittedTo: '2026-06-14' }),
    ],
    [
      'submitted, one day',
      () => ({ limit: 50, submittedFrom: '2026-06-09', submittedTo: '2026-06-09' }),
    ],
    ...LIST_SORTS.map((sort): [string, () => ListFilters] => [
      `sorted ${sort}`,
      () => ({ limit: 50, sort }),
    ]),
    ['search, last name, by name', () => ({ limit: 50, q: pick(LAST), sort: 'name' })],
    ['queue, first (unmoved)', () => ({ limit: 50, queue: { id: firstQueue(), first: true } })],
    ...[second, third].map((queue): [string, () => ListFilters] => [
      `queue, ${queue?.id}`,
      () => ({ limit: 50, queue: { id: queue?.id ?? '', first: false } }),
    ]),
    ['assignee', () => ({ limit: 50, assigneeId: anyReader() })],
    [
      'assignee + first queue',
      () => ({ limit: 50, assigneeId: anyReader(), queue: { id: firstQueue(), first: true } }),
    ],
    [
      'submitted, checklist incomplete',
      () => ({ limit: 50, status: 'submitted', checklist: 'incomplete' }),
    ],
    ['no decision', () => ({ limit: 50, decision: 'none' })],
  ];
  console.log('case'.padEnd(36), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  const health = healthRepository(db);
  await timeCase('health floor (SELECT 1)', SAMPLES, () => health.ping());
  for (const [name, filters] of cases)
    await timeCase(name, SAMPLES, () => listApplications(db, filters()));
  const assignments = assignmentsRepository(db);
  await timeCase(`a reader's queue (${Math.round((ROWS * 2) / 3 / READERS)} rows)`, SAMPLES, () =>
    assignments.queueOf(anyReader(), firstQueue()),
  );
  await timeCase('dashboard (all counts)', 20, () => readDashboard(db, randomUUID()));
  await timeCase('health floor again', SAMPLES, () => health.ping());

  await timeExport('export, everything', {}, defaultExportColumns(answerKeys()));
  await timeExport('export, a search by name', { q: pick(LAST), sort: 'name' }, [
    'reference',
    'first_name',
    'last_name',
    'username',
    'entry_term',
    'submitted_at',
  ]);
  await timeAssignSearch(
    'assign by search, a term split between 3',
    { status: 'submitted', entryTerm: TERMS[0] },
    [readerId(1), readerId(2), readerId(3)],
  );
  await timeAssignSearch('assign by search, every submitted to 1', { status: 'submitted' }, [
    readerId(4),
  ]);
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await db.query(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
}
