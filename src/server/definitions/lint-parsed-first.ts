// lintTexts over a folder, loading the engine only once the project's own definitions parse:
// the engine imports those files as modules, where a syntax error ends in a bundler's stack
// trace; parsed first, it is one located problem like any other. The server's start and
// lint-forms both lint this way. (Not in lint-forms.ts itself: tsx cannot transform a dynamic
// import in a file that starts with a shebang.)
import { parseDefinitions } from '../../engine/lint/parse-definitions';
import type { LintOptions } from '../../engine/lint/lint-definitions';
import type { LintProblem } from '../../engine/lint/problem';
import { PROJECT_ROOT, readDefinitionTexts } from './definition-texts';

/** The folder's problems, each with the root its file is named from. */
export async function lintParsedFirst(
  root: string,
  options: Pick<LintOptions, 'now'> = {},
): Promise<(LintProblem & { root: string })[]> {
  const own = readDefinitionTexts(PROJECT_ROOT);
  const unparsed = parseDefinitions(own).problems;
  if (unparsed.length > 0) return unparsed.map((p) => ({ ...p, root: PROJECT_ROOT }));
  const { lintTexts } = await import('../../engine/lint/lint-texts');
  const texts = root === PROJECT_ROOT ? own : readDefinitionTexts(root);
  return lintTexts(texts, options).map((p) => ({ ...p, root }));
}
