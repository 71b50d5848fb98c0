// Where a lint problem sits in the text the admin is editing. The server places it in its own
// 2-space printing of the file; the pointer finds it in the text as typed, which may differ.
import type { FormProblem } from '../../../contracts/forms';
import { positionOfPointer } from '../../../engine/lint/json-position';

export interface PlacedProblem extends FormProblem {
  line: number;
  column: number;
}

export function placeProblem(problem: FormProblem, text: string | undefined): PlacedProblem {
  const at = text === undefined ? undefined : positionOfPointer(text, problem.pointer);
  return {
    ...problem,
    line: at?.line ?? problem.line ?? 1,
    column: at?.column ?? problem.column ?? 1,
  };
}
