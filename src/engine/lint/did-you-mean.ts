// "did you mean …": the known name closest to a misspelt one, when it is close enough to be
// the likely intent (a third of its letters or fewer differ).
import { closest, distance } from 'fastest-levenshtein';

export function didYouMean(name: string, known: readonly string[]): string {
  if (known.length === 0) return '';
  const best = closest(name, [...known]);
  return distance(name, best) <= Math.max(1, Math.floor(name.length / 3))
    ? ` (did you mean "${best}"?)`
    : '';
}
