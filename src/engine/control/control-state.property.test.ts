// Property: for any answers, view state and audience, the control state says what the
// visibility walk shows (a shown repeater's entries are the entry lists on screen, the tab in
// effect is the one whose children are on screen) and what the audience may do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childLists } from '../definitions/walk';
import { answersArb, repeaters, tabsNodes, viewArb } from '../test-support/visibility-arbitraries';
import { AUDIENCES } from './audience';
import { controlState } from './control-state';
import { removableEntries } from './entry-count';

describe('the control state and the visibility walk agree', () => {
  it('on entries, tabs and rights, for every audience', () => {
    fc.assert(
      fc.property(answersArb, viewArb, fc.constantFrom(...AUDIENCES), (answers, view, audience) => {
        const control = controlState('all', { answers, view, audience });
        const { shownLists } = control.visibility;
        const edits = audience === 'applicant';
        for (const node of repeaters) {
          const r = control.repeater(node);
          if (r.shown)
            expect(childLists(node).filter((list) => shownLists.has(list))).toEqual(r.entries);
          expect(r.entries).toHaveLength(r.count);
          expect(r.count).toBeLessThanOrEqual(r.max);
          expect(r.canAdd).toBe(edits && r.count < r.max);
          expect(r.removable).toEqual(edits ? removableEntries(r.count) : []);
        }
        for (const node of tabsNodes) {
          const t = control.tabs(node);
          if (t.shown) expect(shownLists.has(t.chosen.children)).toBe(true);
          if (audience === 'visitor') expect(t.chosen.id).toBe(node.defaultTab);
          expect(t.listed).toEqual(edits ? node.tabs : [t.chosen]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
