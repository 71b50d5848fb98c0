// npm run forms:impact [-- --against <folder>] [--json]: which saved and submitted applications
// the definitions (this project's forms/ and schemas/, or those under <folder>) would change,
// judged against the live form version, from the server's database (DATABASE_URL, or
// PGlite in DATA_DIR): each named, with each answer key and why (its key or option removed, a
// new required question it lacks, an answer a condition now hides). It only reads (but seeds
// version 1 from forms/ and schemas/ on a database no server has started on yet). Exit codes:
// 0 nothing affected, 1 something is, 2 usage errors and a database or definitions that cannot
// be read.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../src/engine/index';
import { PROJECT_ROOT } from '../src/server/definitions/definition-texts';
import { LiveForms } from '../src/server/forms/live-forms';
import { measureImpact } from '../src/server/forms/measure-impact';
import { readFormFiles } from '../src/server/forms/repository-files';
import { seedFormVersions } from '../src/server/forms/seed-form-versions';
import { countsText, describeImpact } from './forms-impact/impact-report';
import { commandLine, openCliDatabase, processIo, runCommand, type Io } from './lib/forms-cli';

const USAGE = 'usage: npm run forms:impact [-- --against <folder>] [--json]';

export async function main(args: string[], io: Io = processIo, now = new Date()): Promise<number> {
  const line = commandLine(io, 'forms:impact', USAGE);
  const parsed = line.parse(
    {
      args,
      options: {
        against: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    },
    'Names the saved and submitted applications the definitions would change, and why.',
  );
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const { usageError } = line;
  const root = values.against ? line.folder(values.against) : PROJECT_ROOT;
  for (const folder of [root, join(root, 'forms'), join(root, 'schemas')])
    if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
      return usageError(`no such folder: ${folder}`);
  const draft = readFormFiles(root);
  if ('problems' in draft) {
    for (const problem of draft.problems) io.err(formatProblem(problem));
    return usageError(`the definitions in ${root} cannot be read`);
  }
  const opened = await openCliDatabase(io.env);
  if ('error' in opened) return usageError(opened.error);
  const { db } = opened;
  try {
    await seedFormVersions(db, now);
    const live = (await LiveForms.load(db)).current();
    const measured = await measureImpact(db, live.files, draft.files, now);
    if (!measured.ok) {
      for (const problem of measured.problems) io.err(formatProblem(problem));
      return usageError(`the definitions in ${root} cannot be read`);
    }
    const { report } = measured;
    if (values.json) io.out(JSON.stringify({ applications: report.applications }, null, 2));
    else {
      const total = report.counts['in progress'] + report.counts.submitted;
      io.out(
        `Definitions in ${root} against live form version ${live.version} and ${total} stored application${total === 1 ? '' : 's'} (${countsText(report.counts)}):`,
      );
      describeImpact(report, io.out);
    }
    return report.applications.length > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, 'forms:impact', (args) => main(args));
