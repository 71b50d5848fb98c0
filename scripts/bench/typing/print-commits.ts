import { summarize } from '../harness';

export interface ProfiledRun {
  name: string;
  /** Key presses recorded on the page. */
  presses: number;
  /** React's actualDuration of each commit recorded while pressing, in ms. */
  commits: number[];
}

/** React's own account of the typing (a <Profiler> around the app), per key press. */
export function printCommits(runs: readonly ProfiledRun[]): void {
  console.log(
    '\nReact <Profiler> on the profiled build of the same client, same presses: commits of the app ' +
      'per key press and the time React spent rendering them\n',
  );
  console.log(
    'page'.padEnd(22),
    'presses'.padStart(8),
    'commits/press'.padStart(14),
    'render ms/press'.padStart(16),
    'commit p95 ms'.padStart(14),
  );
  for (const { name, presses, commits } of runs) {
    const total = commits.reduce((sum, ms) => sum + ms, 0);
    console.log(
      name.padEnd(22),
      String(presses).padStart(8),
      (commits.length / presses).toFixed(2).padStart(14),
      (total / presses).toFixed(3).padStart(16),
      (commits.length > 0 ? summarize(commits).p95.toFixed(3) : '-').padStart(14),
    );
  }
}
