import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * Makes DATA_DIR private to the server's user: the folder 0700 (made so, or made so again if
 * it existed), and everything the process creates afterwards, PGlite's files, the outbox,
 * stored objects and the session secret among them, 0600 (folders 0700) through the umask.
 * (Worker threads share the process's umask and may not set it.)
 */
export function secureDataDir(dataDir: string): void {
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/**
 * PGlite writes its files with mode 0666 whatever the umask; once it has opened and migrated,
 * its folder is made private too. Files it adds later sit inside DATA_DIR, which nobody else
 * can enter.
 */
export function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      restrictTree(path);
    } else if (entry.isFile()) {
      chmodSync(path, 0o600);
    }
  }
  chmodSync(dir, 0o700);
}
