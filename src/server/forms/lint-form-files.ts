// The one lint of a definition set: the draft's save, publish and forms:publish all call it, and
// it is lint-forms' own lintTexts, against the repository's meta-schemas, so the editor, the
// server and the CLI agree. `now` decides which entry terms have begun, as lint-forms' today does.
import { lintTexts } from '../../engine/lint/lint-texts';
import type { DefinitionTexts } from '../../engine/lint/parse-definitions';
import type { LintProblem } from '../../engine/lint/problem';
import { textsOf, withMetaSchemas, type FormFiles } from './form-files';

/** Problems of texts as they lie in files (forms:publish), at their lines on disk. */
export function lintFormTexts(texts: DefinitionTexts, now: Date): LintProblem[] {
  return lintTexts(withMetaSchemas(texts), { now });
}

/** Problems of a set held as data, each at its line and column in the file's 2-space text. */
export function lintFormFiles(files: FormFiles, now: Date): LintProblem[] {
  return lintTexts(textsOf(files), { now });
}
