import { describe, expect, it } from 'vitest';
import { getPage } from './pages';
import { removeRepeaterEntry, repeaterEntryKeys } from './repeater-entries';
import { childLists, forEachQuestion } from './walk';
import type { FormNode, RepeaterNode } from '../types';

function search(nodes: readonly FormNode[], buttonId: string): RepeaterNode | undefined {
  for (const node of nodes) {
    if (node.kind === 'repeater' && node.buttonId === buttonId) return node;
    for (const list of childLists(node)) {
      const found = search(list, buttonId);
      if (found) return found;
    }
  }
  return undefined;
}

function findRepeater(nodes: readonly FormNode[], buttonId: string): RepeaterNode {
  const found = search(nodes, buttonId);
  if (!found) throw new Error(`no repeater ${buttonId}`);
  return found;
}

const siblings = findRepeater(getPage('about').nodes, 'sibling');
const schools = findRepeater(getPage('education').nodes, 'high_school');

describe('repeater entries', () => {
  it('lists each entry’s keys in the same order, _desc companions and filled keys included', () => {
    const entries = repeaterEntryKeys(siblings);
    expect(entries).toHaveLength(siblings.max);
    expect(entries[0]).toContain('sibling_1_first_name');
    expect(entries[0]).toContain('sibling_1_relationship_desc');
    expect(entries[1]).toEqual(entries[0]?.map((key) => key.replace('sibling_1_', 'sibling_2_')));
    const hs = repeaterEntryKeys(schools);
    expect(hs[0]).toContain('hs_ceeb');
    expect(hs[1]).toEqual(hs[0]?.map((key) => key.replace(/^hs_/, 'hs_2_')));
  });

  it('covers every question of the entry', () => {
    const entries = repeaterEntryKeys(siblings);
    let count = 0;
    forEachQuestion(siblings.template, () => (count += 1));
    expect(entries[0]?.length).toBeGreaterThanOrEqual(count);
  });

  it('removing entry 2 of 3 moves entry 3 up and empties the third slot', () => {
    const answers = {
      sibling_1_first_name: 'Ann',
      sibling_2_first_name: 'Bob',
      sibling_2_relationship: 'B',
      sibling_2_relationship_desc: 'Brother',
      sibling_3_first_name: 'Cy',
      sibling_3_relationship: 'S',
      sibling_3_relationship_desc: 'Sister',
    };
    const patch = removeRepeaterEntry(siblings, answers, 2, 3);
    expect(patch).toMatchObject({
      sibling_2_first_name: 'Cy',
      sibling_2_relationship: 'S',
      sibling_2_relationship_desc: 'Sister',
      sibling_3_first_name: '',
      sibling_3_relationship: '',
      sibling_3_relationship_desc: '',
    });
    expect(patch).not.toHaveProperty('sibling_1_first_name');
  });

  it('removing the last entry only empties it, with first-unnumbered keys too', () => {
    const patch = removeRepeaterEntry(schools, { hs_2_name: 'Central' }, 2, 2);
    expect(patch).toMatchObject({ hs_2_name: '' });
    expect(patch).not.toHaveProperty('hs_name');
  });

  it.each([1, 0, 4, 2.5, -1])('refuses entry %s of 3', (index) => {
    expect(removeRepeaterEntry(siblings, {}, index, 3)).toBe('not-removable');
  });
});
