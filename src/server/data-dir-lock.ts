import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder (another server,
 * a backup) would corrupt it. The server records its pid; the others check it first.
 */
export function serverPidFile(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

export function runningServerPid(dataDir: string): number | undefined {
  const file = serverPidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // a stale file left by a killed server
  }
}

/** Claims DATA_DIR for this process; throws when another live server holds it. */
export function lockDataDir(dataDir: string): () => void {
  const other = runningServerPid(dataDir);
  if (other !== undefined && other !== process.pid) {
    throw new Error(`Another server (pid ${other}) is using ${dataDir}; stop it first.`);
  }
  const file = serverPidFile(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
