// What the forms:* commands share: where their lines go, the server's database opened as the
// server would open it (refusing the embedded one while a server holds it, or where there is
// none), and the entry that turns main's promise into an exit code.
import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../../src/server/config';
import { runningServerPid } from '../../src/server/data-dir-lock';
import type { Database } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open-database';

export interface Io {
  env: Record<string, string | undefined>;
  out(line: string): void;
  err(line: string): void;
}

export const processIo: Io = {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** A command's line: its arguments with --help answered, usage errors worded alike (exit 2). */
export function commandLine(io: Io, name: string, usage: string) {
  const usageError = (message: string): number => {
    io.err(`${name}: ${message} (${usage})`);
    return 2;
  };
  return {
    usageError,
    /** The parsed arguments, or the exit code once help or a usage error has been printed. */
    parse<T extends ParseArgsConfig>(config: T, about: string) {
      let parsed: ReturnType<typeof parseArgs<T>>;
      try {
        parsed = parseArgs(config);
      } catch (error) {
        return usageError((error as Error).message.split('\n')[0] ?? 'bad arguments');
      }
      if ((parsed.values as { help?: boolean }).help) {
        io.out(`${usage}\n${about}`);
        return 0;
      }
      return parsed;
    },
    /** A folder the caller named: npm run starts in the project; INIT_CWD is where they typed. */
    folder(path: string): string {
      return resolve(io.env.INIT_CWD ?? process.cwd(), path);
    },
  };
}

/** The database of DATABASE_URL or DATA_DIR, or why it cannot be opened (a usage error). */
export async function openCliDatabase(
  env: Io['env'],
): Promise<{ db: Database } | { error: string }> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { error: `configuration: ${error.message}` };
    throw error;
  }
  if (!config.databaseUrl) {
    if (!existsSync(join(config.dataDir, 'db')))
      return {
        error: `no database in ${join(config.dataDir, 'db')} (set DATA_DIR or DATABASE_URL)`,
      };
    const pid = runningServerPid(config.dataDir);
    if (pid !== undefined)
      return {
        error: `the server (pid ${pid}) holds the embedded database in ${config.dataDir}; stop it first`,
      };
  }
  return { db: await openDatabase(config) };
}

/** Runs main when the module is the process's entry: its result is the exit code, a throw is 2. */
export function runCommand(
  moduleUrl: string,
  name: string,
  main: (args: string[]) => Promise<number>,
): void {
  const invoked = process.argv[1];
  if (!invoked || realpathSync(invoked) !== realpathSync(fileURLToPath(moduleUrl))) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
