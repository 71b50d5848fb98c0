// A lint problem and its one-line form: what lint-forms, the server's start and (later) the
// editor all show. No definition is imported here, so a caller can report on files that do not
// even parse.
export interface LintProblem {
  file: string;
  pointer: string;
  message: string;
  /** The check that found it (stable names, for editors and CI). */
  rule?: string;
  /** 1-based, where the file's text is known (lint-forms reads it; imported JSON has none). */
  line?: number;
  column?: number;
}

/**
 * "file:line:column: pointer: message" ("file: pointer: message" without a position), the one
 * line format of lint-forms, the server and the overlay; editors jump to file:line:column.
 */
export function formatProblem(problem: LintProblem): string {
  const where =
    problem.line === undefined
      ? problem.file
      : `${problem.file}:${problem.line}:${problem.column ?? 1}`;
  return `${where}: ${problem.pointer || '/'}: ${problem.message}`;
}

export function pointerOf(...parts: (string | number)[]): string {
  return parts.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
