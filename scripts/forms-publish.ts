// npm run forms:publish -- --note "…" [--from <folder>]: publishes this project's forms/ and
// schemas/ (or those under <folder>) as a new form version and makes it live, on the server's
// database (DATABASE_URL, or PGlite in DATA_DIR while no server holds it); running servers and
// workers pick it up within seconds. The same lint as lint-forms and the workspace decides: any
// problem is printed, one per line, and nothing is published. Files that are the live version
// already publish nothing. Exit codes: 0 published (or nothing to publish), 1 lint problems,
// 2 usage errors and a database or files that cannot be read.
import { statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { formatProblem } from '../src/engine/lint/problem';
import { PROJECT_ROOT, readDefinitionTexts } from '../src/server/definitions/definition-texts';
import { sameFiles } from '../src/server/forms/form-files';
import { publishFiles } from '../src/server/forms/form-versions';
import { lintFormTexts } from '../src/server/forms/lint-form-files';
import { LiveForms } from '../src/server/forms/live-forms';
import { readFormFiles } from '../src/server/forms/repository-files';
import { seedFormVersions } from '../src/server/forms/seed-form-versions';
import { commandLine, openCliDatabase, processIo, runCommand, type Io } from './lib/forms-cli';

const USAGE = 'usage: npm run forms:publish -- --note "…" [--from <folder>]';

export async function main(args: string[], io: Io = processIo, now = new Date()): Promise<number> {
  const line = commandLine(io, 'forms:publish', USAGE);
  const parsed = line.parse(
    {
      args,
      options: {
        note: { type: 'string' },
        from: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    },
    'Publishes forms/ and schemas/ as a new live form version.',
  );
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const { usageError } = line;
  const note = values.note?.trim();
  if (!note) return usageError('--note is required: say what changed');
  const root = values.from ? line.folder(values.from) : PROJECT_ROOT;
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory())
    return usageError(`no such folder: ${root}`);
  const problems = lintFormTexts(readDefinitionTexts(root), now);
  const read = readFormFiles(root);
  if (problems.length > 0 || 'problems' in read) {
    for (const problem of problems) io.err(formatProblem(problem));
    io.err(`forms:publish: ${problems.length} problem(s) in ${root}; nothing published`);
    return 1;
  }
  const opened = await openCliDatabase(io.env);
  if ('error' in opened) return usageError(opened.error);
  const { db } = opened;
  try {
    await seedFormVersions(db, now);
    const live = (await LiveForms.load(db)).current();
    if (sameFiles(read.files, live.files)) {
      io.out(`The files in ${root} are the live form version ${live.version}; nothing published.`);
      return 0;
    }
    const by = `${userInfo().username} (forms:publish)`;
    const version = await db.transaction((tx) =>
      publishFiles(tx, read.files, note, { by, at: now }),
    );
    io.out(`Published ${root} as form version ${version}, now live.`);
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, 'forms:publish', (args) => main(args));
