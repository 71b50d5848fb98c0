import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/start-cluster';

/**
 * `npm run cluster -- --servers 2 --workers 1 [--port 3000]`: several server and worker
 * processes behind HAProxy on one PostgreSQL (DATABASE_URL), all started from the client built
 * once by `npm run build`. Stops them all on Ctrl-C or SIGTERM.
 */
const { values } = parseArgs({
  options: {
    servers: { type: 'string', default: '2' },
    workers: { type: 'string', default: '1' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
  },
});

function count(name: string, text: string, min: number, max = 64): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}; got "${text}".`);
    process.exit(1);
  }
  return n;
}

async function main(): Promise<void> {
  const servers = count('servers', values.servers, 1);
  const workers = count('workers', values.workers, 0);
  const port = count('port', values.port, 1, 65_535);
  if (!process.env.DATABASE_URL) {
    console.error('npm run cluster needs DATABASE_URL (PostgreSQL) shared by every process.');
    process.exit(1);
  }
  const clientDir = process.env.CLIENT_DIR || 'dist/client';
  if (!existsSync(`${clientDir}/index.html`)) {
    console.error(`No built client in ${clientDir}: run "npm run build" once first.`);
    process.exit(1);
  }
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => !!entry[1]),
  );
  delete env.PORT;
  const cluster = await startCluster({
    servers,
    workers,
    port,
    env: { DATA_DIR: 'data', LOG_LEVEL: 'info', ...env },
  });
  for (const [i, s] of cluster.servers.entries()) {
    console.log(
      `server ${i + 1}: ${s.url} (pid ${s.process.pid}), ready in ${Math.round(s.startMs)} ms, ${s.rssMb.toFixed(0)} MB resident`,
    );
  }
  console.log(`${cluster.workers.length} worker process(es); HAProxy at ${cluster.url}`);
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
