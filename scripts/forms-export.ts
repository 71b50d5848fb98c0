// npm run forms:export -- <folder> [--version <n>]: writes a form version (the live one unless
// --version names another) out as forms/ and schemas/ files under <folder>, so an office that
// keeps its forms in git can commit what the workspace published. A file whose data is already
// the version's is left as it is (its formatting too); another is written as 2-space JSON with a
// final newline, which npm run forms:format leaves as it is or tidies. Exit codes: 0 written,
// 2 usage errors, an unknown version and a database that cannot be read.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { LiveForms } from '../src/server/forms/live-forms';
import { seedFormVersions } from '../src/server/forms/seed-form-versions';
import { formVersionsRepository } from '../src/server/repositories/form-versions';
import { commandLine, openCliDatabase, processIo, runCommand, type Io } from './lib/forms-cli';

const USAGE = 'usage: npm run forms:export -- <folder> [--version <n>]';

/** The data in the file, or undefined when there is none or it is not JSON. */
function storedData(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export async function main(args: string[], io: Io = processIo, now = new Date()): Promise<number> {
  const line = commandLine(io, 'forms:export', USAGE);
  const parsed = line.parse(
    {
      args,
      allowPositionals: true,
      options: { version: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    },
    'Writes a form version out as forms/ and schemas/ files.',
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const { usageError } = line;
  const [folder, ...extra] = positionals;
  if (folder === undefined || extra.length > 0) return usageError('name one folder');
  const wanted = values.version === undefined ? undefined : Number(values.version);
  if (wanted !== undefined && !(Number.isInteger(wanted) && wanted > 0))
    return usageError(`--version takes a version number, not "${values.version}"`);
  const root = line.folder(folder);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory())
    return usageError(`no such folder: ${root}`);
  const opened = await openCliDatabase(io.env);
  if ('error' in opened) return usageError(opened.error);
  const { db } = opened;
  try {
    await seedFormVersions(db, now);
    const version = wanted ?? (await LiveForms.load(db)).current().version;
    const files = await formVersionsRepository(db).files(version);
    if (!files) return usageError(`there is no form version ${version}`);
    let written = 0;
    for (const [file, data] of Object.entries(files)) {
      const path = join(root, file);
      if (isDeepStrictEqual(storedData(path), data)) continue;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
      written += 1;
    }
    const count = Object.keys(files).length;
    io.out(
      `Form version ${version} in ${root}: ${written} of ${count} files written, ${count - written} already the same.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, 'forms:export', (args) => main(args));
