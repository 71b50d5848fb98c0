import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';
import { createApplicants } from '../lib/applicants';
import { startServer, type RunningServer } from '../start-server';
import { acknowledgedSavesFound, KEYS, newTally, saveUntilStopped } from './acknowledged-saves';

/**
 * Crash safety: many applicants save answers concurrently while the server is killed with
 * SIGKILL at random moments, five times, and restarted. Every save that was acknowledged with
 * a 2xx must be in the database afterwards (its value, or a later one of the same applicant).
 */
const APPLICANTS = Number(process.env.CRASH_APPLICANTS ?? 16);
const KILLS = 5;

async function run(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), `admissions-crash-${kind}-`));
  const schema = `crash_${randomBytes(5).toString('hex')}`;
  const port = String(await freePort());
  const env = {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? (process.env.DATABASE_URL ?? '') : '',
    DATABASE_SCHEMA: kind === 'postgres' ? schema : 'public',
    LOG_LEVEL: 'error',
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
  };
  let server: RunningServer = await startServer(env);
  const tally = newTally();
  try {
    const applicants = await createApplicants(server.url, dataDir, APPLICANTS, `crash-${kind}`);
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const stop = { now: false };
      const savers = applicants.map((a) => saveUntilStopped(server.url, a, tally, stop));
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
      server.process.kill('SIGKILL');
      await new Promise((r) => server.process.once('exit', r));
      stop.now = true;
      await Promise.all(savers);
      server = await startServer(env);
      console.log(
        `  ${kind}: kill ${kill} of ${KILLS}, ${tally.acknowledged} saves acknowledged so far; restarted`,
      );
    }
    const found = await acknowledgedSavesFound(server.url, applicants, tally);
    const ok = found === tally.acknowledged && tally.acknowledged > 0 && tally.failed === 0;
    console.log(
      `${kind}: saves acknowledged ${tally.acknowledged}, saves found ${found}, failed ${tally.failed} ${ok ? 'OK' : 'FAILED'}`,
    );
    if (tally.firstError) console.log(`  first error: ${tally.firstError}`);
    return ok;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

async function main(): Promise<void> {
  if (KEYS.length === 0) throw new Error('the data model has no plain text answers to save');
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];
  console.log(
    `Crash safety: ${APPLICANTS} applicants saving concurrently, ${KILLS} SIGKILLs per store`,
  );
  let allOk = true;
  for (const kind of kinds) allOk = (await run(kind)) && allOk;
  process.exit(allOk ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
