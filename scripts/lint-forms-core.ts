// lint-forms without the process around it: lints the definition set under a root folder with
// that folder's own meta-schema, so the CLI, its tests and the Vite plugin share one path.
import { join } from 'node:path';
import { lintTexts, type LintProblem } from '../src/engine/index';
import { DEFINITION_FILES } from '../src/engine/lint/parse-definitions';
import { readDefinitionTexts } from '../src/server/definitions/definition-texts';
import { today } from './lint-today';

export interface LintResult {
  problems: LintProblem[];
  /** The definition files' paths, for watchers. */
  files: string[];
}

/** `now` decides which entry terms have begun (LINT_FORMS_TODAY=YYYY-MM-DD pins it). */
export function lintFolder(root: string, now: Date = today()): LintResult {
  const problems = lintTexts(readDefinitionTexts(root), { now });
  return { problems, files: DEFINITION_FILES.map((file) => join(root, file)) };
}
