// A conditional select's options depend on a controlling answer (state on country): when that
// answer changes, the select's value and its _desc are emptied (spec section 4).
import { perDefinitions } from '../definitions/active-definitions';
import { forEachQuestion } from '../definitions/walk';
import { PAGE_IDS, type Answers } from '../types';

interface Dependent {
  key: string;
  controlledBy: string;
}

/** The conditional selects of the application and the answer that controls each. */
export const conditionalSelects: () => readonly Dependent[] = perDefinitions((set) => {
  const dependents: Dependent[] = [];
  for (const pageId of PAGE_IDS) {
    forEachQuestion(set.pages[pageId].nodes, (q) => {
      if (q.kind === 'question' && q.widget === 'conditionalSelect' && q.controlledBy) {
        dependents.push({ key: q.key, controlledBy: q.controlledBy });
      }
    });
  }
  return dependents;
});

/**
 * Compares the answers before and after a change. A select whose controlling answer changed is
 * emptied, unless the same change also set the select (an address lookup fills both at once).
 * Returns next itself when nothing is cleared.
 */
export function clearDependentSelects(prev: Answers, next: Answers): Answers {
  let out: Answers | undefined;
  for (const { key, controlledBy } of conditionalSelects()) {
    if (prev[controlledBy] === next[controlledBy]) continue;
    if (prev[key] !== next[key]) continue;
    const desc = `${key}_desc`;
    if ((next[key] ?? '') === '' && (next[desc] ?? '') === '') continue;
    out ??= { ...next };
    out[key] = '';
    if (desc in out || key in out) out[desc] = '';
  }
  return out ?? next;
}
