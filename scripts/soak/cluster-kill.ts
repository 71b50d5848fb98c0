import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster } from '../cluster/start-cluster';
import { createApplicants } from '../lib/applicants';
import { acknowledgedSavesFound, newTally, saveUntilStopped } from './acknowledged-saves';

/**
 * `npm run cluster`'s promise, checked: two servers and a worker behind HAProxy on PostgreSQL;
 * applicants save through the balancer while one server is killed with SIGKILL in the middle of
 * the burst. The balancer sends the saves that were in flight to the other server (a save is an
 * idempotent PUT), so no save fails and every acknowledged one is stored.
 */
const APPLICANTS = Number(process.env.CLUSTER_APPLICANTS ?? 12);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the cluster soak needs DATABASE_URL (PostgreSQL)');
  const schema = `cluster_${randomBytes(5).toString('hex')}`;
  const cluster = await startCluster({
    servers: 2,
    workers: 1,
    env: {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      RATE_LIMIT_IP_MAX: '1000000',
      RATE_LIMIT_ACCOUNT_MAX: '1000000',
    },
  });
  const tally = newTally();
  try {
    const applicants = await createApplicants(cluster.url, cluster.dataDir, APPLICANTS, 'cluster');
    const stop = { now: false };
    const savers = applicants.map((a) => saveUntilStopped(cluster.url, a, tally, stop));
    await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
    const victim = cluster.servers[0]!;
    victim.process.kill('SIGKILL');
    await new Promise((r) => victim.process.once('exit', r));
    const atKill = tally.acknowledged;
    await new Promise((r) => setTimeout(r, 2000));
    stop.now = true;
    await Promise.all(savers);
    const found = await acknowledgedSavesFound(cluster.url, applicants, tally);
    const afterKill = tally.acknowledged - atKill;
    const ok = found === tally.acknowledged && tally.refused + tally.failed === 0 && afterKill > 0;
    console.log(
      `cluster (2 servers, 1 worker, HAProxy): saves acknowledged ${tally.acknowledged} (${afterKill} after the kill), refused ${tally.refused}, failed ${tally.failed}, found ${found} ${ok ? 'OK' : 'FAILED'}`,
    );
    if (tally.firstError) console.log(`first error: ${tally.firstError}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await cluster.stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
