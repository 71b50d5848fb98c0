import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import type { RunningServer } from '../start-server';
import { startServerInSchema, summarize } from './harness';
import { cpuMs } from './deadline/process-cpu';

/**
 * `npm run bench:save-idle` (issue 31): the idle three-key save against health, one server on
 * PostgreSQL called directly, one call at a time: p50/p95 of each and the server's CPU per call
 * (read from /proc over blocks of calls, so it does not move with other processes' load as the
 * latency does). SAVE_IDLE_CHECKOUTS names one or more checkouts (comma-separated, default
 * this one); each runs its own server and applicant and the blocks alternate between them, so
 * two builds are compared in the same moments. SAVE_IDLE_ROUNDS (20) rounds of SAVE_IDLE_BLOCK
 * (50) health calls then as many saves per checkout.
 */
const env = process.env;
const CHECKOUTS = (env.SAVE_IDLE_CHECKOUTS ?? '.').split(',').map((dir) => resolve(dir));
const ROUNDS = Number(env.SAVE_IDLE_ROUNDS ?? 20);
const BLOCK = Number(env.SAVE_IDLE_BLOCK ?? 50);
const DATABASE_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

interface Subject {
  checkout: string;
  server: RunningServer;
  who: LoggedInApplicant;
  dataDir: string;
  schema: string;
  times: { health: number[]; save: number[] };
  cpu: { health: number; save: number };
}

let serial = 0;
const calls = {
  health: (s: Subject) => fetch(`${s.server.url}/api/health`),
  save: (s: Subject) =>
    fetch(`${s.server.url}/api/answer`, {
      method: 'PUT',
      headers: { cookie: s.who.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: `Idle ${(serial += 1)}`,
        middle_name: 'A',
        last_name: 'B',
      }),
    }),
};

/** BLOCK calls of one kind in a row; their latencies and the server's CPU are added up. */
async function block(s: Subject, kind: keyof typeof calls, record: boolean): Promise<void> {
  const cpuBefore = cpuMs(s.server.process.pid);
  for (let i = 0; i < BLOCK; i += 1) {
    const started = performance.now();
    const res = await calls[kind](s);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${kind} answered ${res.status}`);
    if (record) s.times[kind].push(performance.now() - started);
  }
  if (record) s.cpu[kind] += cpuMs(s.server.process.pid) - cpuBefore;
}

async function start(checkout: string, client: pg.Client, i: number): Promise<Subject> {
  const schema = `save_idle_${process.pid}_${i}`;
  await client.query(`CREATE SCHEMA ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'admissions-save-idle-'));
  const server = await startServerInSchema(
    { databaseUrl: DATABASE_URL, schema, dataDir },
    [],
    checkout,
  );
  const [who] = await createApplicants(server.url, dataDir, 1, 'idle');
  const times = { health: [], save: [] };
  return { checkout, server, who: who!, dataDir, schema, times, cpu: { health: 0, save: 0 } };
}

const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const subjects: Subject[] = [];
try {
  for (const [i, checkout] of CHECKOUTS.entries()) subjects.push(await start(checkout, client, i));
  for (const s of subjects)
    for (const kind of ['health', 'save'] as const) await block(s, kind, false);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const s of subjects)
      for (const kind of ['health', 'save'] as const) await block(s, kind, true);
  const calls = ROUNDS * BLOCK;
  console.log(`${calls} calls of each kind per checkout, one at a time, direct, PostgreSQL`);
  console.log(
    `${'checkout'.padEnd(32)}${'health p50/p95'.padStart(16)}${'save p50/p95'.padStart(16)}${'ratio p50'.padStart(11)}${'CPU ms/call health, save'.padStart(28)}`,
  );
  for (const s of subjects) {
    const { median: h50, p95: h95 } = summarize(s.times.health);
    const { median: s50, p95: s95 } = summarize(s.times.save);
    console.log(
      `${s.checkout.slice(-32).padEnd(32)}${`${h50.toFixed(2)}/${h95.toFixed(2)}`.padStart(16)}${`${s50.toFixed(2)}/${s95.toFixed(2)}`.padStart(16)}${`${(s50 / h50).toFixed(2)}×`.padStart(11)}${`${(s.cpu.health / calls).toFixed(3)}, ${(s.cpu.save / calls).toFixed(3)}`.padStart(28)}`,
    );
  }
} finally {
  for (const s of subjects) {
    await s.server.stop();
    rmSync(s.dataDir, { recursive: true, force: true });
    await client.query(`DROP SCHEMA IF EXISTS ${s.schema} CASCADE`);
  }
  await client.end();
}
