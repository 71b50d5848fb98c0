import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { answerEnum, answerKeys, answerValueType } from '../../src/engine';
import { freePort } from '../free-port';
import { createApplicants, type LoggedInApplicant } from '../lib/applicants';
import { startServer, type RunningServer } from '../start-server';

/**
 * Crash safety: many applicants save answers concurrently while the server is killed with
 * SIGKILL at random moments, five times, and restarted. Every save that was acknowledged with
 * a 2xx must be in the database afterwards (its value, or a later one of the same applicant).
 */
const APPLICANTS = Number(process.env.CRASH_APPLICANTS ?? 16);
const KILLS = 5;
// Plain text answers, taken from the data model rather than named here.
const KEYS = answerKeys
  .filter((k) => answerValueType(k) === 'string' && !answerEnum(k) && !k.endsWith('_desc'))
  .slice(0, 4);

interface Tally {
  acknowledged: number;
  /** Per applicant and key: the sequence numbers acknowledged, and the highest sent. */
  acked: Map<string, number[]>;
  sent: Map<string, number>;
}

async function saveUntilKilled(
  base: string,
  who: LoggedInApplicant,
  tally: Tally,
  stop: { now: boolean },
) {
  let seq = tally.sent.get(`${who.username}#max`) ?? 0;
  while (!stop.now) {
    seq += 1;
    const key = KEYS[seq % KEYS.length] as string;
    const slot = `${who.username}|${key}`;
    tally.sent.set(slot, seq);
    tally.sent.set(`${who.username}#max`, seq);
    try {
      const res = await fetch(`${base}/api/answer`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: who.cookie },
        body: JSON.stringify({ [key]: `save ${seq}` }),
      });
      if (res.ok) {
        tally.acknowledged += 1;
        tally.acked.set(slot, [...(tally.acked.get(slot) ?? []), seq]);
      } else if (res.status >= 500) {
        throw new Error(`save answered ${res.status}: ${await res.text()}`);
      }
    } catch (error) {
      if (stop.now || (error instanceof TypeError && String(error.cause).includes('ECONN'))) return;
      if (error instanceof TypeError) return; // the connection died with the server
      throw error;
    }
  }
}

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
  const tally: Tally = { acknowledged: 0, acked: new Map(), sent: new Map() };
  try {
    const applicants = await createApplicants(server.url, dataDir, APPLICANTS, `crash-${kind}`);
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const stop = { now: false };
      const savers = applicants.map((a) => saveUntilKilled(server.url, a, tally, stop));
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
    let found = 0;
    for (const who of applicants) {
      const res = await fetch(`${server.url}/api/profile`, { headers: { cookie: who.cookie } });
      if (!res.ok) throw new Error(`profile answered ${res.status} after the restarts`);
      const answer = ((await res.json()) as { answer: Record<string, unknown> }).answer;
      for (const key of KEYS) {
        const stored = Number(/^save (\d+)$/.exec(String(answer[key] ?? ''))?.[1] ?? 0);
        const slot = `${who.username}|${key}`;
        if (stored > (tally.sent.get(slot) ?? 0))
          throw new Error(`${slot} holds a value never sent`);
        found += (tally.acked.get(slot) ?? []).filter((seq) => seq <= stored).length;
      }
    }
    const ok = found === tally.acknowledged && tally.acknowledged > 0;
    console.log(
      `${kind}: saves acknowledged ${tally.acknowledged}, saves found ${found} ${ok ? 'OK' : 'LOST DATA'}`,
    );
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
