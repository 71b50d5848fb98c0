import { describe, expect, it } from 'vitest';
import { pages } from '../definitions/pages';
import { completeApplication } from '../fixtures/complete-application';
import { emptyAnswers } from '../model/answer-keys';
import { createVisibilitySelector } from './visibility-selector';
import { computeVisibility } from './visibility';

describe('createVisibilitySelector', () => {
  const lists = [pages.about.nodes];
  const answers = { ...emptyAnswers(), ...completeApplication() };
  const view = { tabs: {}, addAnother: { sibling: 2 } };

  it('reuses its result while no answer a condition reads changes', () => {
    const select = createVisibilitySelector(lists);
    const first = select(answers, view);
    expect(select(answers, view)).toBe(first);
    expect(select({ ...answers, first_name: 'Sam' }, { ...view })).toBe(first);
    expect(first.visibleKeys).toEqual(computeVisibility(lists, answers, view).visibleKeys);
  });

  it('recomputes when a condition input or a view map changes', () => {
    const select = createVisibilitySelector(lists);
    const first = select(answers, view);
    const legacyOff = select({ ...answers, legacy_ind: 'N' }, view);
    expect(legacyOff).not.toBe(first);
    expect(legacyOff.visibleKeys.has('legacy_first_name')).toBe(false);
    const three = select({ ...answers, legacy_ind: 'N' }, { ...view, addAnother: { sibling: 3 } });
    expect(three).not.toBe(legacyOff);
    expect(three.visibleKeys.has('sibling_3_first_name')).toBe(true);
  });
});
