// The one lint of a definition set held as data: PUT draft, publish and forms:publish all call
// it, and it is lint-forms' own lintTexts, so the editor, the server and the CLI agree.
import { lintTexts } from '../../engine/lint/lint-texts';
import type { LintProblem } from '../../engine/lint/problem';
import { textsOf, type FormFiles } from './form-files';

/**
 * Every problem of the set, each at its line and column in the file's 2-space text; `now`
 * decides which entry terms have begun, as lint-forms' today does.
 */
export function lintFormFiles(files: FormFiles, now: Date): LintProblem[] {
  return lintTexts(textsOf(files), { now });
}
