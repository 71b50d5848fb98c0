// @vitest-environment jsdom
// A move off a page with a choice waiting (issue 27) stops at the choice instead.
import { afterEach, describe, expect, it } from 'vitest';
import { useConflicts } from './conflicts';
import { choiceId, focusWaitingChoice } from './waiting-choice';

function drawChoice(key: string): HTMLElement {
  const choice = document.createElement('div');
  choice.id = choiceId(key);
  choice.tabIndex = -1;
  choice.scrollIntoView = () => {};
  document.body.append(choice);
  return choice;
}

afterEach(() => {
  document.body.replaceChildren();
  useConflicts.setState({ conflicts: {} });
});

describe('focusWaitingChoice', () => {
  it('focuses the choice this page shows', () => {
    useConflicts.setState({ conflicts: { city: { yours: 'B', theirs: 'A', revision: 2 } } });
    const choice = drawChoice('city');
    expect(focusWaitingChoice()).toBe(true);
    expect(document.activeElement).toBe(choice);
  });

  it('lets the move go on when no choice waits, or none is on this page', () => {
    drawChoice('city');
    expect(focusWaitingChoice()).toBe(false);
    useConflicts.setState({ conflicts: { zip: { yours: '1', theirs: '2', revision: 2 } } });
    expect(focusWaitingChoice()).toBe(false);
  });
});
