import { keysHiddenBy } from '../../../engine/hiding/hidden-by';
import { hidingInputKeys } from '../../../engine/hiding/hiding-inputs';
import type { Answers } from '../../../engine/types';
import { answerRevisions } from '../../stores/answer-revisions';
import { hidingBases } from '../../stores/hiding-bases';

/**
 * Records, for each answer of an applicant's change that can hide others, what the page knows of
 * those others now: the answers the applicant saw (or did not) when choosing (issue 27). Called
 * by the form, where the definitions are loaded; most changes hide nothing and record nothing.
 */
export function recordHidingChange(patch: Answers): void {
  const inputs = hidingInputKeys();
  for (const input of Object.keys(patch)) {
    if (!inputs.has(input)) continue;
    const hidden = [...keysHiddenBy([input])].filter((key) => !Object.hasOwn(patch, key));
    hidingBases.record(input, answerRevisions.baseOf(hidden));
  }
}
