#!/usr/bin/env -S node --import tsx
// lint-forms [--json] [folder]: checks the form definitions (forms/ and schemas/ under folder,
// default the project) and prints each problem as "file:line:column: JSON pointer: message",
// or with --json one JSON array of {file, line, column, pointer, message, rule} for editors
// and CI. Files are named relative to the caller's folder, so a click opens them.
// Exit codes: 0 clean, 1 problems, 2 usage errors (an unknown option, a missing folder).
import { realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, type LintProblem } from '../src/engine/lint/problem';
import { PROJECT_ROOT } from '../src/server/definitions/definition-texts';
import { lintParsedFirst } from '../src/server/definitions/lint-parsed-first';
import { today } from './lint-today';
const USAGE = 'usage: lint-forms [--json] [folder]';

/** A usage error: one line on stderr, exit code 2. */
function usageError(message: string): number {
  console.error(`lint-forms: ${message} (${USAGE})`);
  return 2;
}

/** The problem with its file named from the caller's folder, and a position (1:1 if none). */
function fromCaller(problem: LintProblem, root: string, caller: string): Required<LintProblem> {
  const { line = 1, column = 1, pointer, message, rule = '' } = problem;
  const file = relative(caller, join(root, problem.file)).split(sep).join('/');
  return { file, line, column, pointer, message, rule };
}

export async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      `${USAGE}\nChecks folder/forms/*.json and folder/schemas/**/*.json (default: this project).\n--json prints the problems as a JSON array of {file, line, column, pointer, message, rule}.`,
    );
    return 0;
  }
  const json = args.includes('--json');
  const rest = args.filter((arg) => arg !== '--json');
  const option = rest.find((arg) => arg.startsWith('-'));
  if (option !== undefined) return usageError(`unknown option ${option}`);
  if (rest.length > 1) return usageError(`one folder at most, got ${rest.length}`);
  // npm run and npx start in the project; INIT_CWD is the folder the caller typed in.
  const caller = process.env.INIT_CWD ?? process.cwd();
  const root = rest[0] ? resolve(caller, rest[0]) : PROJECT_ROOT;
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    return usageError(`no such folder: ${root}`);
  }
  if (!statSync(join(root, 'forms'), { throwIfNoEntry: false })?.isDirectory()) {
    return usageError(`no forms/ folder in ${root}`);
  }
  const problems = (await lintParsedFirst(root, { now: today() })).map((p) =>
    fromCaller(p, p.root, caller),
  );
  if (json) {
    console.log(JSON.stringify(problems, null, 2));
    return problems.length > 0 ? 1 : 0;
  }
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(
      `lint-forms: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${root}`,
    );
    return 1;
  }
  console.log(`lint-forms: the form definitions in ${root} are clean`);
  return 0;
}

// npx runs this file through a symlink in node_modules/.bin: compare the real paths.
const invoked = process.argv[1];
if (invoked && realpathSync(invoked) === realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = await main(process.argv.slice(2));
}
