// A file that is not JSON is not sent to the server, so its lint never reports it: the editor
// words it as lint-forms does (rule json-syntax, at the line and column of the first error), so
// Problems lists it and the file list marks it.
import type { FormProblem } from '../../../contracts/forms';
import { parseJsonFile } from '../../../engine/lint/parse-definitions';
import type { DraftTexts } from './draft-texts';

export function syntaxProblems(texts: DraftTexts, unparsed: readonly string[]): FormProblem[] {
  return unparsed.flatMap((file) => {
    const parsed = parseJsonFile(file, texts[file]);
    if (!('problem' in parsed)) return [];
    const { pointer, message, rule, line, column } = parsed.problem;
    return [
      { file, line: line ?? null, column: column ?? null, pointer, message, rule: rule ?? null },
    ];
  });
}
