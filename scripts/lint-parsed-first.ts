// lint-forms' lint of a folder, loading the engine only once the project's own definitions parse.
// The engine imports those files as modules, where a syntax error ends in a bundler's stack
// trace; parsed first, it is one located problem like any other. (Apart from lint-forms.ts
// because tsx cannot transform a dynamic import in a file that starts with a shebang.)
import { parseDefinitions } from '../src/engine/lint/parse-definitions';
import type { LintProblem } from '../src/engine/lint/problem';
import { PROJECT_ROOT, readDefinitionTexts } from '../src/server/definitions/definition-texts';

/** The folder's problems, each with the root its file is named from. */
export async function lintParsedFirst(root: string): Promise<(LintProblem & { root: string })[]> {
  const unparsed = parseDefinitions(readDefinitionTexts(PROJECT_ROOT)).problems;
  if (unparsed.length > 0) return unparsed.map((p) => ({ ...p, root: PROJECT_ROOT }));
  const { lintFolder } = await import('./lint-forms-core');
  return lintFolder(root).problems.map((p) => ({ ...p, root }));
}
