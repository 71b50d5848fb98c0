// The project's lint problems (from the server) as CodeMirror diagnostics, beside the ones the
// JSON parser and the schema extension find in the editor itself.
import { StateEffect, StateField, type Text } from '@codemirror/state';
import { linter, type Diagnostic } from '@codemirror/lint';
import type { PlacedProblem } from './place-problem';

export const setProjectProblems = StateEffect.define<readonly PlacedProblem[]>();

const projectProblems = StateField.define<readonly PlacedProblem[]>({
  create: () => [],
  update: (value, transaction) =>
    transaction.effects.reduce((v, e) => (e.is(setProjectProblems) ? e.value : v), value),
});

/** The offset of a 1-based line and column, kept inside the document. */
function offsetOf(doc: Text, line: number, column: number): { from: number; to: number } {
  const row = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return { from: Math.min(row.from + column - 1, row.to), to: row.to };
}

const diagnosticOf = (doc: Text, problem: PlacedProblem): Diagnostic => ({
  ...offsetOf(doc, problem.line, problem.column),
  severity: 'error',
  source: problem.rule ?? 'lint-forms',
  message: problem.message,
});

export const projectLint = [
  projectProblems,
  linter((view) => view.state.field(projectProblems).map((p) => diagnosticOf(view.state.doc, p)), {
    delay: 0,
    needsRefresh: (update) =>
      update.transactions.some((t) => t.effects.some((e) => e.is(setProjectProblems))),
  }),
];
