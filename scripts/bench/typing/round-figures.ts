import { summarize } from '../harness';

/**
 * The typing race's figures over several rounds. A p95 of 200 presses is about the tenth
 * slowest press, so one burst of load on the shared machine moves it by a millisecond; each
 * round is therefore summarised on its own, and a page's figure is the median over rounds.
 * Ratios are taken within a round (pages typed into in the same minutes, alternating) and
 * then their median, the same way for every page, the floor and rjsf included.
 */
export interface RoundFigures {
  median: number;
  p95: number;
}

export function middle(values: readonly number[]): number {
  return summarize([...values]).median;
}

/** Median over rounds of each round's median and p95. */
export function overRounds(rounds: readonly RoundFigures[]): RoundFigures {
  return { median: middle(rounds.map((r) => r.median)), p95: middle(rounds.map((r) => r.p95)) };
}

/** Each round's `pick(a) / pick(b)`, in round order. */
export function roundRatios(
  a: readonly RoundFigures[],
  b: readonly RoundFigures[],
  pick: (r: RoundFigures) => number,
): number[] {
  return a.map((round, i) => pick(round) / pick(b[i]!));
}
