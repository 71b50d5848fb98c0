#!/usr/bin/env -S node --import tsx
// lint-forms [folder]: checks the form definitions (forms/ and schemas/ under folder, default
// the project) and prints each problem as "file:line:column: JSON pointer: message".
// Exit codes: 0 clean, 1 problems, 2 usage errors (an unknown option, a missing folder).
import { realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../src/engine/index';
import { lintFolder } from './lint-forms-core';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const USAGE = 'usage: lint-forms [folder]';

/** A usage error: one line on stderr, exit code 2. */
function usageError(message: string): number {
  console.error(`lint-forms: ${message} (${USAGE})`);
  return 2;
}

export function main(args: readonly string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      `${USAGE}\nChecks folder/forms/*.json and folder/schemas/**/*.json (default: this project).`,
    );
    return 0;
  }
  const option = args.find((arg) => arg.startsWith('-'));
  if (option !== undefined) return usageError(`unknown option ${option}`);
  if (args.length > 1) return usageError(`one folder at most, got ${args.length}`);
  // npm run and npx start in the project; INIT_CWD is the folder the caller typed in.
  const root = args[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) : projectRoot;
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    return usageError(`no such folder: ${root}`);
  }
  if (!statSync(join(root, 'forms'), { throwIfNoEntry: false })?.isDirectory()) {
    return usageError(`no forms/ folder in ${root}`);
  }
  const { problems } = lintFolder(root);
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
  process.exitCode = main(process.argv.slice(2));
}
