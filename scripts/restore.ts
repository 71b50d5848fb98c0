import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runningServerPid } from '../src/server/data-dir-lock';
import { runMain } from './lib/run-main';

/**
 * `npm run restore -- file.tar.gz`: puts a `npm run backup` archive back into DATA_DIR. What was
 * there is moved aside (never deleted) to DATA_DIR/before-restore-<time>/.
 */
async function main(): Promise<void> {
  const archive = process.argv[2];
  if (!archive) throw new Error('Usage: npm run restore -- <backup.tar.gz>');
  if (!existsSync(archive)) throw new Error(`No such file: ${archive}`);
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const pid = runningServerPid(dataDir);
  if (pid !== undefined)
    throw new Error(`The server (pid ${pid}) is using ${dataDir}; stop it, then restore.`);

  const staging = mkdtempSync(join(tmpdir(), 'admissions-restore-'));
  try {
    const tar = spawnSync('tar', ['-xzf', resolve(archive), '-C', staging], { stdio: 'inherit' });
    if (tar.status !== 0 || !existsSync(join(staging, 'db.tar.gz'))) {
      throw new Error(`${archive} is not a backup made by npm run backup.`);
    }
    mkdirSync(dataDir, { recursive: true });
    const aside = join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    for (const entry of ['db', 'objects', 'session-secret']) {
      if (existsSync(join(dataDir, entry))) {
        mkdirSync(aside, { recursive: true });
        renameSync(join(dataDir, entry), join(aside, entry));
      }
    }
    const dump = new Blob([readFileSync(join(staging, 'db.tar.gz'))]);
    const db = new PGlite(join(dataDir, 'db'), { loadDataDir: dump });
    await db.waitReady;
    await db.close();
    for (const entry of ['objects', 'session-secret']) {
      if (existsSync(join(staging, entry)))
        cpSync(join(staging, entry), join(dataDir, entry), { recursive: true });
    }
    console.log(
      `Restored ${archive} into ${dataDir}${existsSync(aside) ? `; the previous data is in ${aside}` : ''}`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

runMain(main);
