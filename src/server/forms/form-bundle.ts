// A definition set held as data, in the shape the engine's judgements take (DefinitionBundle),
// parsed from the same texts the lint reads.
import type { DefinitionBundle } from '../../engine/lint/bundle-files';
import { parseDefinitions } from '../../engine/lint/parse-definitions';
import type { LintProblem } from '../../engine/lint/problem';
import { textsOf, type FormFiles } from './form-files';

/** The set's bundle, or the problems of the files it lacks. */
export function formBundle(
  files: FormFiles,
): { bundle: DefinitionBundle } | { problems: LintProblem[] } {
  const { bundle, problems } = parseDefinitions(textsOf(files));
  return bundle ? { bundle } : { problems };
}
