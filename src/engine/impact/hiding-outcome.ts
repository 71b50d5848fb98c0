// What one definition set's hiding does to an application: the keys it shows and the keys whose
// answers it erases. Both depend only on the answers conditions read (visibilityInputKeys) and
// the view state, so each distinct combination is worked out once and shared by every
// application that has it.
import { questionKeys, forEachQuestion } from '../definitions/walk';
import { applyHiding } from '../hiding/apply-hiding';
import { visibilityInputKeys } from '../hiding/hiding-inputs';
import { computeVisibility } from '../hiding/visibility';
import type { Answers, PageDefinition, ViewState } from '../types';

export interface HidingOutcome {
  /** Keys of the questions on screen. */
  shown: ReadonlySet<string>;
  /** Keys whose answer hiding empties, were it answered. */
  erased: ReadonlySet<string>;
}

export type HidingOutcomeOf = (answers: Answers, view: ViewState) => HidingOutcome;

// Stands for any answer: only its being non-empty matters to what hiding erases.
const ANSWERED = 'answered';

export function hidingOutcomes(pages: readonly PageDefinition[]): HidingOutcomeOf {
  const nodeLists = pages.map((page) => page.nodes);
  const inputSet = visibilityInputKeys(nodeLists);
  const inputs = [...inputSet];
  const others: string[] = [];
  for (const nodes of nodeLists)
    forEachQuestion(nodes, (question) => {
      for (const key of questionKeys(question)) if (!inputSet.has(key)) others.push(key);
    });
  const known = new Map<string, HidingOutcome>();
  const hasEntries = (map: object | undefined) => map !== undefined && Object.keys(map).length > 0;
  return (answers, view) => {
    // Stored text never holds U+0000 (PostgreSQL refuses it), so it can separate the answers.
    let id = '';
    for (const key of inputs) {
      const value = answers[key];
      id += `${typeof value === 'boolean' ? (value ? '\u0001' : '\u0002') : (value ?? '')}\u0000`;
    }
    if (hasEntries(view.tabs) || hasEntries(view.addAnother)) id += JSON.stringify(view);
    let outcome = known.get(id);
    if (!outcome) {
      const probe: Answers = {};
      for (const key of inputs) probe[key] = answers[key] ?? '';
      for (const key of others) probe[key] = ANSWERED;
      const after = applyHiding(pages, probe, view);
      const erased = new Set<string>();
      for (const [key, value] of Object.entries(probe)) if (after[key] !== value) erased.add(key);
      outcome = { shown: computeVisibility(nodeLists, after, view).visibleKeys, erased };
      known.set(id, outcome);
    }
    return outcome;
  };
}
