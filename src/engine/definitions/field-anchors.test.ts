// A Change link lands on an element the page draws (issue 30): every widget draws its inputs
// with the answer keys it edits as ids, so each question's anchor must be one of those keys.
import { describe, expect, it } from 'vitest';
import { PAGE_IDS, type ConfirmSwapNode, type QuestionNode } from '../types';
import { activeDefinitions } from './active-definitions';
import { fieldAnchor } from './field-anchors';
import { forEachQuestion, questionKeys } from './walk';

function questions(): (QuestionNode | ConfirmSwapNode)[] {
  const found: (QuestionNode | ConfirmSwapNode)[] = [];
  for (const page of PAGE_IDS)
    forEachQuestion(activeDefinitions().pages[page].nodes, (node) => found.push(node));
  return found;
}

describe('fieldAnchor', () => {
  it('names an element the page draws, for every question', () => {
    for (const node of questions())
      expect(questionKeys(node), node.key).toContain(fieldAnchor(node.key));
  });

  it('sends a check group to its first box', () => {
    const groups = questions().filter(
      (node) => node.kind === 'question' && node.widget === 'checkgroup',
    );
    expect(groups.length).toBeGreaterThan(0);
    expect(fieldAnchor('race')).toBe('race_american_indian');
  });
});
