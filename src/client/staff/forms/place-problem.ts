// Where a lint problem sits in the text the admin is editing. The server places it in its own
// 2-space printing of the file; the pointer finds it in the text as typed, which may differ.
import type { FormProblem } from '../../../contracts/forms';
import { positionOfPointer } from '../../../engine/lint/json-position';

export interface PlacedProblem extends FormProblem {
  line: number;
  column: number;
}

export function placeProblem(problem: FormProblem, text: string | undefined): PlacedProblem {
  // A syntax error's pointer is the root: its line and column are the error's, not the pointer's.
  const byPointer = text !== undefined && problem.rule !== 'json-syntax';
  const at = byPointer ? positionOfPointer(text, problem.pointer) : undefined;
  return {
    ...problem,
    line: at?.line ?? problem.line ?? 1,
    column: at?.column ?? problem.column ?? 1,
  };
}
