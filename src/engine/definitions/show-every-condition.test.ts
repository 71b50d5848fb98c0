// The preview's "show every conditional section": no question is lost, nothing is left behind a
// condition, and every question a condition hid from an empty application is on screen.
import { describe, expect, it } from 'vitest';
import { computeVisibility } from '../hiding/visibility';
import { emptyAnswers } from '../model/answer-keys';
import { PAGE_IDS, type FormNode } from '../types';
import { pages } from './pages';
import { showEveryCondition } from './show-every-condition';
import { childLists, collectKeys } from './walk';

function everyNode(nodes: readonly FormNode[], out: FormNode[] = []): FormNode[] {
  for (const node of nodes) {
    out.push(node);
    for (const list of childLists(node)) everyNode(list, out);
  }
  return out;
}

describe.each(PAGE_IDS)('showEveryCondition on %s', (pageId) => {
  const original = pages[pageId].nodes;
  const shown = showEveryCondition(original);

  it('keeps every question, in page order', () => {
    expect(collectKeys(shown)).toEqual(collectKeys(original));
  });

  it('leaves no condition closed: no group, no checkbox reveal, no question condition', () => {
    for (const node of everyNode(shown)) {
      if (node.kind === 'conditional') expect(node.condition, node.id).toBe(true);
      expect(node.kind).not.toBe('conditionGroup');
      if (node.kind === 'reveal') expect('checkbox' in node.trigger, node.id).toBe(false);
      if (node.kind === 'question') expect(node.condition, node.key).toBeUndefined();
    }
  });

  it('shows, with no answers, every question only a condition hid', () => {
    const before = computeVisibility([original], emptyAnswers(), {}).hiddenKeys;
    const after = computeVisibility([shown], emptyAnswers(), {}).hiddenKeys;
    expect([...after].filter((key) => !before.has(key))).toEqual([]);
    if (pageId === 'about') expect(after.size).toBeLessThan(before.size);
  });
});

describe('showEveryCondition', () => {
  it.each<[string, FormNode, string[]]>([
    [
      'a condition group opens every branch',
      {
        kind: 'conditionGroup',
        id: 'g',
        mode: 'firstTrueWins',
        branches: [
          { id: 'b1', condition: { '==': [1, 2] }, children: [] },
          { id: 'b2', condition: { '==': [1, 2] }, clears: ['x'], children: [] },
        ],
      },
      ['conditional:b1:true', 'conditional:b2:true'],
    ],
    [
      'a checkbox reveal shows both sides',
      {
        kind: 'reveal',
        id: 'r',
        trigger: { checkbox: 'c' },
        mode: 'replace',
        children: [{ kind: 'content', id: 'on', paragraphs: [] }],
        replaces: [{ kind: 'content', id: 'off', paragraphs: [] }],
      },
      ['conditional:r:true', 'content:on', 'content:off'],
    ],
  ])('%s', (_name, node, expected) => {
    expect(
      everyNode(showEveryCondition([node])).map((n) =>
        n.kind === 'conditional'
          ? `conditional:${n.id}:${String(n.condition)}`
          : `${n.kind}:${n.kind === 'question' ? n.key : n.id}`,
      ),
    ).toEqual(expected);
  });
});
