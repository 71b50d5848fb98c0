import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMb } from '../bench/server-load';
import { freePort } from '../free-port';
import { startServer, type RunningServer } from '../start-server';
import { sessionCookieName } from '../../src/server/plugins/session';
import { haproxyConfig, type BalancerOptions } from './haproxy-config';

export interface ClusterOptions {
  servers: number;
  workers: number;
  /** HAProxy's port; a free one when absent. */
  port?: number;
  /** Settings every process shares (DATABASE_URL, DATABASE_SCHEMA, DATA_DIR …). */
  env: Record<string, string>;
  /**
   * How HAProxy spreads calls: to the server with the fewest connections (the default), or by
   * session cookie (each applicant's calls to one server, whose copy of the application then
   * stays current; not yet measured to help, so not the default).
   */
  balance?: 'session' | 'leastconn';
}

export interface ServerProcess extends RunningServer {
  startMs: number;
  rssMb: number;
}

export interface Cluster {
  /** The balancer's address: what applicants call. */
  url: string;
  servers: ServerProcess[];
  workers: ChildProcess[];
  dataDir: string;
  stop(): Promise<void>;
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('"worker started"')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with code ${code}`)));
  });
}

async function startBalancer(options: BalancerOptions, dir: string) {
  const { port } = options;
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`haproxy did not answer ${url}/api/health`);
}

/**
 * N server processes and M worker processes on one PostgreSQL, behind HAProxy. Every process
 * starts from the same built client and shares DATA_DIR (the outbox, the local object store and
 * the session secret, which the first server writes before the others start); the servers leave conversions and PDFs to the workers when there are
 * any, and believe HAProxy's X-Forwarded-For so the per-address limits see applicants.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!options.env.DATABASE_URL) {
    throw new Error(
      'A cluster needs DATABASE_URL (PostgreSQL): the embedded database is one process’s.',
    );
  }
  const dataDir = options.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'admissions-cluster-'));
  const shared = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'loopback',
    IN_PROCESS_WORKER: options.workers > 0 ? 'false' : 'true',
    ...options.env,
    DATA_DIR: dataDir,
  };
  const port = options.port ?? (await freePort());
  const publicUrl = `http://127.0.0.1:${port}`;
  const servers: ServerProcess[] = [];
  const workers: ChildProcess[] = [];
  let balancer: ChildProcess | undefined;
  // A caller that crashes must not leave servers, workers and HAProxy running.
  const killAll = () => {
    for (const child of [balancer, ...servers.map((s) => s.process), ...workers])
      child?.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    balancer?.kill('SIGTERM');
    await Promise.all([...servers.map((s) => s.stop()), ...workers.map(stopProcess)]);
    if (!options.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < options.servers; i += 1) {
      const serverPort = await freePort();
      const started = performance.now();
      const server = await startServer({
        ...shared,
        PORT: String(serverPort),
        PUBLIC_URL: publicUrl,
      });
      const startMs = performance.now() - started;
      servers.push({ ...server, startMs, rssMb: rssMb(server.process.pid) });
    }
    for (let i = 0; i < options.workers; i += 1) workers.push(await startWorker(shared));
    const serverPorts = servers.map((s) => Number(new URL(s.url).port));
    const sessionCookie =
      options.balance === 'session' ? sessionCookieName({ publicUrl }) : undefined;
    const started = await startBalancer({ port, serverPorts, sessionCookie }, dataDir);
    balancer = started.child;
    return { url: started.url, servers, workers, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
