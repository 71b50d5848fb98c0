import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import { summarizeProfile, type FunctionTime } from './cpu-profile-summary';
import { startServerInSchema } from './harness';

/**
 * `npm run bench:save-profile` (issue 31): where the server's CPU goes in a save. One server on
 * PostgreSQL under `node --cpu-prof`; PROFILE_APPLICANTS (20) applicants send PROFILE_WHOLE
 * (300) whole-application saves, 20 at once, then PROFILE_SMALL (2000) three-key saves. Prints
 * the wall time of each kind and the functions with the most self and inclusive time; the
 * sign-ups before them are in the profile too (their hashing runs off the main thread).
 */
const env = process.env;
const APPLICANTS = Number(env.PROFILE_APPLICANTS ?? 20);
const WHOLE = Number(env.PROFILE_WHOLE ?? 300);
const SMALL = Number(env.PROFILE_SMALL ?? 2000);
const DATABASE_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TOP = 30;

async function save(base: string, who: LoggedInApplicant, body: unknown): Promise<void> {
  const res = await fetch(`${base}/api/answer`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: who.cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT /api/answer answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** `count` saves spread over the applicants, all of them at once; the wall time in ms. */
async function burst(
  base: string,
  applicants: LoggedInApplicant[],
  count: number,
  body: (i: number) => unknown,
): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    applicants.map(async (who) => {
      for (let i = next++; i < count; i = next++) await save(base, who, body(i));
    }),
  );
  return performance.now() - started;
}

function table(title: string, rows: FunctionTime[], key: 'selfMs' | 'totalMs'): void {
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b[key] - a[key]).slice(0, TOP))
    console.log(`  ${row[key].toFixed(0).padStart(7)} ms  ${row.name}`);
}

const schema = `save_profile_${process.pid}`;
const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
await client.query(`CREATE SCHEMA ${schema}`);
const dataDir = mkdtempSync(join(tmpdir(), 'admissions-save-profile-'));
const profileDir = join(dataDir, 'profile');
try {
  const server = await startServerInSchema({ databaseUrl: DATABASE_URL, schema, dataDir }, [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
  ]);
  const applicants = await createApplicants(server.url, dataDir, APPLICANTS, 'profile');
  const whole = completeApplication();
  const wholeMs = await burst(server.url, applicants, WHOLE, () => whole);
  const smallMs = await burst(server.url, applicants, SMALL, (i) => ({
    first_name: `Alex ${i}`,
    middle_name: `M ${i}`,
    last_name: `Rivera ${i}`,
  }));
  await server.stop();
  const [file] = readdirSync(profileDir);
  if (!file) throw new Error('the server wrote no profile');
  console.log(
    `${WHOLE} whole saves in ${wholeMs.toFixed(0)} ms (${(wholeMs / WHOLE).toFixed(2)} ms each, ${APPLICANTS} at once); ` +
      `${SMALL} three-key saves in ${smallMs.toFixed(0)} ms (${(smallMs / SMALL).toFixed(2)} ms each)`,
  );
  const times = summarizeProfile(join(profileDir, file));
  table('self time', times, 'selfMs');
  table(
    'inclusive time, the project’s own functions',
    times.filter((t) => t.name.includes(' src/')),
    'totalMs',
  );
} finally {
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}
