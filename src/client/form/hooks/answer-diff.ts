import type { Answers } from '../../../engine';

/** The keys whose values differ in next: what a pure engine step changed. */
export function answerDiff(before: Answers, next: Answers): Answers {
  const patch: Answers = {};
  for (const [key, value] of Object.entries(next)) if (before[key] !== value) patch[key] = value;
  return patch;
}
