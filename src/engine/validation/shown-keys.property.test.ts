// Property (issue 17): validation speaks only of what is on screen. For any answers and any
// view state (tabs chosen, add-another counts, stored or not), every key with a message is a
// key the engine's visibility shows, and the keys shown are exactly those of the shown nodes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionKeys } from '../definitions/walk';
import { completeApplication } from '../fixtures/complete-application';
import { visibilityOf } from '../hiding/apply-hiding';
import { NOW } from '../test-support/page-cases';
import { answersArb, viewArb } from '../test-support/visibility-arbitraries';
import { validateApplication } from './validate-page';

describe('validation and visibility agree', () => {
  it('never raises a message for a key that is not shown', () => {
    let messages = 0;
    let hiddenWithMessages = 0;
    fc.assert(
      fc.property(answersArb, viewArb, (answers, view) => {
        const errors = validateApplication(answers, NOW, view);
        const visibility = visibilityOf('all', answers, view);
        const notShown = Object.keys(errors).filter((key) => !visibility.visibleKeys.has(key));
        expect(notShown).toEqual([]);
        messages += Object.keys(errors).length;
        // Hidden keys with an answer that would be wrong if it were shown: the case that matters.
        hiddenWithMessages += [...visibility.hiddenKeys].filter((k) => answers[k] === 'x').length;

        const nodeKeys = new Set<string>();
        for (const node of visibility.shownNodes) {
          if (node.kind === 'question' || node.kind === 'confirmSwap')
            questionKeys(node).forEach((key) => nodeKeys.add(key));
        }
        expect([...nodeKeys].sort()).toEqual([...visibility.visibleKeys].sort());
      }),
      { numRuns: 150 },
    );
    // Not vacuous: the answers drawn raised messages and hid answered questions.
    expect(messages).toBeGreaterThan(0);
    expect(hiddenWithMessages).toBeGreaterThan(0);
  });

  it('with no stored count, entries after the first say nothing (spec: default 1)', () => {
    const answers = { ...completeApplication(), sibling_2_last_name: '', legacy_3_first_name: '' };
    const errors = validateApplication(answers, NOW, {});
    expect(Object.keys(errors)).toEqual([]);
    const shown = visibilityOf('all', answers, {}).visibleKeys;
    expect([shown.has('sibling_1_first_name'), shown.has('sibling_2_first_name')]).toEqual([
      true,
      false,
    ]);
  });
});
