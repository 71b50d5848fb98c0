import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { documentQuestions } from '../../src/engine';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { readOutbox } from '../../tests/helpers/outbox';
import { makePdf } from '../../tests/fixtures/documents';
import { startCluster, type Cluster } from '../cluster/start-cluster';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import { applicantHour, type Acknowledged } from './deadline/applicant-hour';
import { LatencyBook } from './deadline/latency-book';
import { cpuMs, postgresCpuMs } from './deadline/process-cpu';
import { buildClient } from './harness';

/**
 * `npm run bench:deadline` (issue 31): the last hour before a deadline, replayed on PostgreSQL
 * through HAProxy: DEADLINE_APPLICANTS (120) applicants, DEADLINE_CONCURRENCY (20) at a time,
 * each autosaving, pressing Save & Continue, uploading a document, submitting and downloading
 * the PDF; GET /api/health is timed alongside as the floor. Runs once per DEADLINE_SERVERS
 * entry ("1,2" compares one and two server processes) with DEADLINE_WORKERS (1) workers;
 * HAProxy balances on connections, or with DEADLINE_BALANCE=session on the session cookie.
 * Prints throughput and p50/p95/p99 per call, the ratios to the floor, the CPU per call, how
 * long the PDFs and receipts took to drain, and checks every acknowledged save and submit.
 */
const env = process.env;
const APPLICANTS = Number(env.DEADLINE_APPLICANTS ?? 120);
const CONCURRENCY = Number(env.DEADLINE_CONCURRENCY ?? 20);
const AUTOSAVES = Number(env.DEADLINE_AUTOSAVES ?? 5);
const SERVERS = (env.DEADLINE_SERVERS ?? '1').split(',').map(Number);
const WORKERS = Number(env.DEADLINE_WORKERS ?? 1);
const BALANCE = env.DEADLINE_BALANCE === 'session' ? 'session' : 'leastconn';
const DATABASE_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RECEIPT = /^We received your application/;
const HEALTH = 'GET health';

/** Sequential calls on an idle cluster: the floor without load. */
async function idle(base: string, who: LoggedInApplicant, book: LatencyBook): Promise<void> {
  for (let i = 0; i < 200; i += 1)
    await book.time(`${HEALTH} (idle)`, () => fetch(`${base}/api/health`));
  for (let i = 0; i < 100; i += 1)
    await book.time('PUT answer 3 keys (idle)', () =>
      fetch(`${base}/api/answer`, {
        method: 'PUT',
        headers: { cookie: who.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: `Idle ${i}`, middle_name: 'A', last_name: 'Floor' }),
      }),
    );
}

async function burst(cluster: Cluster, applicants: LoggedInApplicant[], book: LatencyBook) {
  const plan = {
    autosaves: AUTOSAVES,
    // The document the complete application says is attached.
    documentKey: documentQuestions().find((q) => completeApplication()[q.key] === 'ANSWERED')!.key,
    document: await makePdf(['A letter for the deadline bench']),
  };
  const results: { who: LoggedInApplicant; ack: Acknowledged; submittedAt: number }[] = [];
  let next = 0;
  let running = true;
  const floor = (async () => {
    while (running) {
      await book.time(HEALTH, () => fetch(`${cluster.url}/api/health`));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const lane = async () => {
    while (next < applicants.length) {
      const who = applicants[next++]!;
      const ack = await applicantHour(cluster.url, who, plan, book);
      results.push({ who, ack, submittedAt: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  running = false;
  await floor;
  return results;
}

async function receiptsDrained(dataDir: string, expected: number, since: number): Promise<number> {
  while (Date.now() - since < 120_000) {
    if (readOutbox(dataDir).filter((m) => RECEIPT.test(m.subject)).length >= expected)
      return Date.now() - since;
    await new Promise((r) => setTimeout(r, 100));
  }
  return NaN;
}

async function lostWrites(base: string, results: Awaited<ReturnType<typeof burst>>) {
  let lost = 0;
  for (const { who, ack } of results) {
    const res = await fetch(`${base}/api/profile`, { headers: { cookie: who.cookie } });
    const profile = (await res.json()) as { answer: Record<string, unknown>; submitted_at: null };
    for (const [key, value] of Object.entries(ack.answers))
      if (profile.answer[key] !== value) lost += 1;
    if (ack.submitted && !profile.submitted_at) lost += 1;
  }
  return lost;
}

async function run(servers: number): Promise<boolean> {
  const schema = `deadline_${randomBytes(5).toString('hex')}`;
  const cluster = await startCluster({
    servers,
    workers: WORKERS,
    balance: BALANCE,
    env: {
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      RATE_LIMIT_IP_MAX: '1000000',
      RATE_LIMIT_ACCOUNT_MAX: '1000000',
    },
  });
  try {
    const applicants = await createApplicants(cluster.url, cluster.dataDir, APPLICANTS + 1, 'dl');
    const book = new LatencyBook();
    await idle(cluster.url, applicants.pop()!, book);
    const pids = [
      ...cluster.servers.map((s) => s.process.pid),
      ...cluster.workers.map((w) => w.pid),
    ];
    const cpuBefore = pids.map(cpuMs);
    const postgresBefore = postgresCpuMs();
    const started = Date.now();
    const results = await burst(cluster, applicants, book);
    const seconds = (Date.now() - started) / 1000;
    const cpu = pids.map((pid, i) => cpuMs(pid) - cpuBefore[i]!);
    const postgresCpu = postgresCpuMs() - postgresBefore;
    const submitted = results.filter((r) => r.ack.submitted).length;
    const lastSubmit = Math.max(...results.map((r) => r.submittedAt));
    const receiptsMs = await receiptsDrained(cluster.dataDir, submitted, lastSubmit);
    const lost = await lostWrites(cluster.url, results);

    const p95 = (kind: string) => book.percentile(kind, 0.95);
    const ratio = (kind: string, floor: string, q = 0.95) =>
      (book.percentile(kind, q) / book.percentile(floor, q)).toFixed(1);
    const serverCpu = cpu.slice(0, servers).reduce((a, b) => a + b, 0);
    const workerCpu = cpu.slice(servers).reduce((a, b) => a + b, 0);
    console.log(
      `\n${servers} server process(es), ${WORKERS} worker(s), HAProxy (${BALANCE}), PostgreSQL: ${results.length} applicants, ${CONCURRENCY} at a time, ${seconds.toFixed(1)} s`,
    );
    for (const row of book.rows(seconds)) console.log(`  ${row}`);
    console.log(
      `  whole save p95 ${p95('PUT answer (whole)').toFixed(0)} ms = ${ratio('PUT answer (whole)', HEALTH)}× health p95 under load (target ≤ 4×)`,
    );
    console.log(
      `  submit p95 ${p95('POST submit').toFixed(0)} ms = ${ratio('POST submit', HEALTH)}× health p95 under load (target ≤ 4×)`,
    );
    console.log(
      `  three-key save idle p50 = ${ratio('PUT answer 3 keys (idle)', `${HEALTH} (idle)`, 0.5)}× health idle p50 (target ≤ 2×)`,
    );
    console.log(
      `  CPU in the burst: servers ${(serverCpu / 1000).toFixed(1)} s, workers ${(workerCpu / 1000).toFixed(1)} s, PostgreSQL ${(postgresCpu / 1000).toFixed(1)} s; per applicant's hour ${(serverCpu / results.length).toFixed(0)} ms server + ${(workerCpu / results.length).toFixed(0)} ms worker + ${(postgresCpu / results.length).toFixed(0)} ms PostgreSQL`,
    );
    console.log(
      `  receipts for ${submitted} submits in the outbox ${receiptsMs.toFixed(0)} ms after the last submit`,
    );
    const failures = book.failureCount();
    console.log(
      `  acknowledged writes lost: ${lost}; failed calls: ${failures} ${lost + failures === 0 ? 'OK' : 'FAILED'}`,
    );
    for (const line of book.firstFailures()) console.log(`    ${line}`);
    return lost + failures === 0;
  } finally {
    await cluster.stop();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

async function main(): Promise<void> {
  buildClient();
  let ok = true;
  for (const servers of SERVERS) ok = (await run(servers)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
