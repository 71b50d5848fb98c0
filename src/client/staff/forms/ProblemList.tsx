import type { PlacedProblem } from './place-problem';

interface Props {
  problems: readonly PlacedProblem[] | null;
  onOpen(problem: PlacedProblem): void;
}

/** Every file's lint problems; each opens its file at its line. */
export function ProblemList({ problems, onOpen }: Props) {
  return (
    <section aria-labelledby="problems-heading" className="forms-problems">
      <h2 id="problems-heading" tabIndex={-1}>
        Problems
      </h2>
      {problems === null ? (
        <p>The draft is checked as you type.</p>
      ) : problems.length === 0 ? (
        <p data-testid="forms-no-problems">No problems: the draft can be published.</p>
      ) : (
        <ul data-testid="forms-problems">
          {problems.map((problem, i) => (
            <li key={`${problem.file}:${problem.pointer}:${i}`}>
              <button type="button" className="link-button" onClick={() => onOpen(problem)}>
                {problem.file}, line {problem.line}, column {problem.column}
              </button>
              : {problem.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
