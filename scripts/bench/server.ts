import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApplicants } from '../lib/applicants';
import { startProductionServer } from './harness';
import { rssMb, runLoad, type LoadResult } from './server-load';

/**
 * `npm run bench:server` (issue 8, item 4): autocannon against PUT /api/answer and
 * GET /api/profile with many logged-in applicants (a different session per request), and the
 * same server's GET /api/health as the ceiling, on PGlite and on PostgreSQL; server RSS idle and
 * after the load. Target on PostgreSQL: p99 under 25 ms at 100 connections; errors must be 0.
 * SERVER_BENCH_SECONDS (30) per run, SERVER_BENCH_APPLICANTS (100), SERVER_BENCH_CONNECTIONS
 * (100); POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test), or SERVER_BENCH_STORES=pglite;
 * SERVER_BENCH_ROUTES (health,profile,answer) runs fewer routes while iterating.
 */
const seconds = Number(process.env.SERVER_BENCH_SECONDS ?? 30);
const applicantCount = Number(process.env.SERVER_BENCH_APPLICANTS ?? 100);
const connections = Number(process.env.SERVER_BENCH_CONNECTIONS ?? 100);
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const stores = (process.env.SERVER_BENCH_STORES ?? 'pglite,postgres').split(',');
const routes = (process.env.SERVER_BENCH_ROUTES ?? 'health,profile,answer').split(',');
const targetP99Ms = 25;

/** What an applicant's autosave sends: a few About answers, different each time. */
const answerBody = (n: number) => ({
  first_name: `Ada${n % 1000}`,
  city: n % 2 ? 'Denver' : 'Boulder',
  address_line_1: `${n % 9000} Larimer St`,
});

async function benchStore(store: string): Promise<void> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
  };
  if (store === 'postgres')
    Object.assign(env, { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema });
  const server = await startProductionServer(env);
  const pid = server.process.pid;
  try {
    const started = Date.now();
    const cookies = (
      await createApplicants(server.url, server.dataDir, applicantCount, `load-${store}`)
    ).map((a) => a.cookie);
    console.log(
      `\n${store}: ${cookies.length} applicants signed up and logged in (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const idleRss = rssMb(pid);
    const common = { url: server.url, connections, seconds };
    const results: LoadResult[] = [];
    if (routes.includes('health'))
      results.push(
        await runLoad({ ...common, label: 'GET /api/health', method: 'GET', path: '/api/health' }),
      );
    if (routes.includes('profile'))
      results.push(
        await runLoad({
          ...common,
          label: 'GET /api/profile',
          method: 'GET',
          path: '/api/profile',
          cookies,
        }),
      );
    if (routes.includes('answer'))
      results.push(
        await runLoad({
          ...common,
          label: 'PUT /api/answer',
          method: 'PUT',
          path: '/api/answer',
          cookies,
          body: answerBody,
        }),
      );
    const loadedRss = rssMb(pid);
    const ceiling = results.find((r) => r.label === 'GET /api/health')?.requestsPerSecond ?? NaN;
    console.log(`${connections} connections, ${seconds} s per route`);
    console.log(
      'route'.padEnd(18),
      'req/s'.padStart(8),
      'of health'.padStart(10),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'errors'.padStart(7),
      'non-2xx'.padStart(8),
    );
    for (const r of results) {
      console.log(
        r.label.padEnd(18),
        r.requestsPerSecond.toFixed(0).padStart(8),
        (Number.isNaN(ceiling)
          ? '—'
          : `${((r.requestsPerSecond / ceiling) * 100).toFixed(0)}%`
        ).padStart(10),
        String(r.p50).padStart(7),
        String(r.p99).padStart(7),
        String(r.errors).padStart(7), // autocannon counts timeouts among errors
        String(r.non2xx).padStart(8),
      );
    }
    const failures = results.filter((r) => r.errors + r.non2xx > 0);
    for (const r of failures) {
      console.log(
        `ERRORS in ${r.label}: ${r.errors} (${r.timeouts} timed out after 10 s), ${r.non2xx} non-2xx; must be 0`,
      );
    }
    if (store === 'postgres') {
      const worst = Math.max(
        ...results.filter((r) => r.label !== 'GET /api/health').map((r) => r.p99),
      );
      console.log(
        `target p99 < ${targetP99Ms} ms on PostgreSQL: ${worst < targetP99Ms ? 'met' : 'NOT met'} (worst API p99 ${worst} ms)`,
      );
    }
    console.log(
      `server RSS: idle ${idleRss.toFixed(0)} MB, after the load ${loadedRss.toFixed(0)} MB`,
    );
  } finally {
    await server.close();
    if (store === 'postgres') {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

async function main(): Promise<void> {
  for (const store of stores) await benchStore(store.trim());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
