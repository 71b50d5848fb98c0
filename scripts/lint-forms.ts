#!/usr/bin/env -S node --import tsx
// lint-forms [folder]: checks the form definitions (forms/ and schemas/ under folder, default
// the project) and prints each problem as "file: JSON pointer: message".
// Exit code 1 when there is any problem, 0 when clean.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../src/engine/index';
import { lintFolder } from './lint-forms-core';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function main(args: readonly string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'Usage: lint-forms [folder]\nChecks folder/forms/*.json and folder/schemas/**/*.json (default: this project).',
    );
    return 0;
  }
  const root = resolve(args[0] ?? projectRoot);
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
