import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runningServerPid } from '../src/server/data-dir-lock';
import { runMain } from './lib/run-main';

/**
 * `npm run backup [-- file.tar.gz]`: one archive of the embedded store: the database (PGlite's
 * own dump), uploaded and generated files, and the secret that signs tokens. The server must be
 * stopped, since PGlite is one process's database. PostgreSQL is backed up with pg_dump (README).
 */
async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see README, "Backup and restore").',
    );
  }
  const dataDir = resolve(process.env.DATA_DIR || './data');
  if (!existsSync(join(dataDir, 'db'))) throw new Error(`No embedded database in ${dataDir}/db.`);
  const pid = runningServerPid(dataDir);
  if (pid !== undefined)
    throw new Error(`The server (pid ${pid}) is using ${dataDir}; stop it, then back up.`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = resolve(process.argv[2] ?? join('backups', `admissions-${stamp}.tar.gz`));
  const staging = mkdtempSync(join(tmpdir(), 'admissions-backup-'));
  try {
    const db = new PGlite(join(dataDir, 'db'));
    await db.waitReady; // dumpDataDir does not wait for start-up itself
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(join(staging, 'db.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    for (const entry of ['objects', 'session-secret']) {
      if (existsSync(join(dataDir, entry)))
        cpSync(join(dataDir, entry), join(staging, entry), { recursive: true });
    }
    mkdirSync(dirname(out), { recursive: true });
    const tar = spawnSync('tar', ['-czf', out, '-C', staging, '.'], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error('tar failed to write the archive.');
    console.log(`Backed up ${dataDir} to ${out}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

runMain(main);
