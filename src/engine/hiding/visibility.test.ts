// computeVisibility node by node, on small definitions written for the test: which nodes and
// keys are shown for given answers and view state, and what a repeater and a tabs node show.
import { describe, expect, it } from 'vitest';
import { repeaterInstances } from '../definitions/walk';
import type { Answers, FormNode, QuestionNode, RepeaterNode, TabsNode, ViewState } from '../types';
import { chosenTab, computeVisibility, repeaterEntryCount } from './visibility';

const text = (key: string): QuestionNode => ({ kind: 'question', key, widget: 'text', label: key });

const nodes: FormNode[] = [
  { kind: 'question', key: 'pick', widget: 'text', label: 'Pick' },
  {
    kind: 'conditional',
    id: 'cond',
    condition: { equals: [{ var: 'pick' }, 'yes'] },
    children: [text('cond_child')],
  },
  {
    kind: 'conditionGroup',
    id: 'group',
    mode: 'firstTrueWins',
    branches: [
      { id: 'a', condition: { equals: [{ var: 'pick' }, 'a'] }, children: [text('branch_a')] },
      { id: 'any', condition: { answered: [{ var: 'pick' }] }, children: [text('branch_any')] },
    ],
  },
  { kind: 'question', key: 'box', widget: 'checkbox', label: 'Box' },
  {
    kind: 'reveal',
    id: 'swap',
    trigger: { checkbox: 'box' },
    mode: 'replace',
    children: [text('ticked')],
    replaces: [text('unticked')],
  },
  {
    kind: 'reveal',
    id: 'more',
    trigger: { button: { label: 'More' } },
    mode: 'reveal',
    children: [text('by_button')],
  },
  {
    kind: 'question',
    key: 'region',
    widget: 'conditionalSelect',
    label: 'Region',
    controlledBy: 'land',
    condition: { notEquals: [{ var: 'pick' }, 'no-region'] },
    optionsByValue: { A: [{ label: 'North', value: 'N' }], B: [] },
  },
];

const tabs: TabsNode = {
  kind: 'tabs',
  id: 'way',
  defaultTab: 'upload',
  tabs: [
    { id: 'upload', label: 'Upload', owns: ['doc'], children: [text('doc')] },
    { id: 'write', label: 'Write', owns: ['essay'], children: [text('essay')] },
  ],
};

const repeater: RepeaterNode = {
  kind: 'repeater',
  id: 'kids',
  buttonId: 'kid',
  max: 3,
  numbering: 'firstUnnumbered',
  itemTitle: 'Kid {n}',
  template: [text('kid_{n}_name')],
};

const shownKeys = (answers: Answers, view: ViewState = {}) =>
  [...computeVisibility([nodes, [tabs, repeater]], answers, view).visibleKeys].sort();

interface KeysCase {
  name: string;
  answers: Answers;
  view: ViewState;
  shown: string[];
}

describe('computeVisibility: keys shown', () => {
  it.each<KeysCase>([
    {
      name: 'nothing answered: default tab, one entry, unticked side, button reveal',
      answers: {},
      view: {},
      shown: ['box', 'by_button', 'doc', 'kid_name', 'pick', 'unticked'],
    },
    {
      name: 'a condition holds',
      answers: { pick: 'yes' },
      view: {},
      shown: [
        'box',
        'branch_any',
        'by_button',
        'cond_child',
        'doc',
        'kid_name',
        'pick',
        'unticked',
      ],
    },
    {
      name: 'the first true branch of a group wins',
      answers: { pick: 'a' },
      view: {},
      shown: ['box', 'branch_a', 'by_button', 'doc', 'kid_name', 'pick', 'unticked'],
    },
    {
      name: 'a ticked box swaps in its children',
      answers: { box: true },
      view: {},
      shown: ['box', 'by_button', 'doc', 'kid_name', 'pick', 'ticked'],
    },
    {
      name: 'a conditional select with options for its controlling answer',
      answers: { land: 'A' },
      view: {},
      shown: ['box', 'by_button', 'doc', 'kid_name', 'pick', 'region', 'unticked'],
    },
    {
      name: 'a conditional select with an empty list',
      answers: { land: 'B' },
      view: {},
      shown: ['box', 'by_button', 'doc', 'kid_name', 'pick', 'unticked'],
    },
    {
      name: 'a conditional select whose condition fails',
      answers: { land: 'A', pick: 'no-region' },
      view: {},
      shown: ['box', 'branch_any', 'by_button', 'doc', 'kid_name', 'pick', 'unticked'],
    },
    {
      name: 'a chosen tab and a stored count',
      answers: {},
      view: { tabs: { way: 'write' }, addAnother: { kid: 2 } },
      shown: ['box', 'by_button', 'essay', 'kid_2_name', 'kid_name', 'pick', 'unticked'],
    },
    {
      name: 'an unknown tab and a count above the maximum',
      answers: {},
      view: { tabs: { way: 'nope' }, addAnother: { kid: 99 } },
      shown: [
        'box',
        'by_button',
        'doc',
        'kid_2_name',
        'kid_3_name',
        'kid_name',
        'pick',
        'unticked',
      ],
    },
  ])('$name', ({ answers, view, shown }) => {
    expect(shownKeys(answers, view)).toEqual(shown);
  });
});

describe('computeVisibility: nodes shown', () => {
  it('marks each node on screen, branch and side by branch and side', () => {
    const { shownNodes } = computeVisibility([nodes], { pick: 'a', land: 'B' });
    const shownIds = nodes.flatMap((node) => (shownNodes.has(node) ? [node] : []));
    expect(shownIds.map((n) => ('key' in n ? n.key : n.id))).toEqual([
      'pick',
      'cond',
      'group',
      'box',
      'swap',
      'more',
    ]);
    const [, cond, group, , swap, more] = nodes;
    if (cond?.kind !== 'conditional' || group?.kind !== 'conditionGroup')
      throw new Error('fixture');
    if (swap?.kind !== 'reveal' || more?.kind !== 'reveal') throw new Error('fixture');
    expect(cond.children.map((n) => shownNodes.has(n))).toEqual([false]);
    expect(group.branches.map((b) => shownNodes.has(b.children[0]!))).toEqual([true, false]);
    expect(shownNodes.has(swap.children[0]!)).toBe(false);
    expect(shownNodes.has(swap.replaces![0]!)).toBe(true);
    expect(shownNodes.has(more.children[0]!)).toBe(true);
    // The same facts per child list, which the views of these nodes read.
    const { shownLists } = computeVisibility([nodes], { pick: 'a', land: 'B' });
    expect([
      shownLists.has(nodes),
      shownLists.has(cond.children),
      ...group.branches.map((b) => shownLists.has(b.children)),
      shownLists.has(swap.children),
      shownLists.has(swap.replaces!),
    ]).toEqual([true, false, true, false, false, true]);
  });

  it('shows the repeater entries the count allows, as the cached instances', () => {
    const entries = repeaterInstances(repeater);
    for (const [view, count] of [
      [{}, 1],
      [{ addAnother: { kid: 2 } }, 2],
      [{ addAnother: { kid: 0 } }, 1],
      [{ addAnother: { kid: 12 } }, 3],
    ] as const) {
      const v = computeVisibility([[repeater]], {}, view);
      expect(v.entryCounts.get(repeater)).toBe(count);
      expect(repeaterEntryCount(repeater, view)).toBe(count);
      expect(entries.map((entry) => v.shownNodes.has(entry[0]!))).toEqual(
        entries.map((_, i) => i < count),
      );
      // Entries past the count are hidden, not cleared: their answers come back with them.
      expect(v.clearKeys.size).toBe(0);
    }
  });

  it('reports the tab in effect and shows only its content', () => {
    for (const [view, tab] of [
      [{}, 'upload'],
      [{ tabs: { way: 'write' } }, 'write'],
      [{ tabs: { way: 'gone' } }, 'upload'],
    ] as const) {
      const v = computeVisibility([[tabs]], {}, view);
      expect(v.chosenTabs.get(tabs)).toBe(tab);
      expect(chosenTab(tabs, view)).toBe(tab);
      expect(tabs.tabs.map((t) => v.shownNodes.has(t.children[0]!))).toEqual(
        tabs.tabs.map((t) => t.id === tab),
      );
    }
  });

  it('hides everything under a hidden node, however deep', () => {
    const deep: FormNode[] = [
      {
        kind: 'conditional',
        id: 'outer',
        condition: { answered: [{ var: 'on' }] },
        children: [{ kind: 'section', id: 's', title: 'S', children: [tabs, repeater] }],
      },
    ];
    const v = computeVisibility([deep], { on: '' }, { addAnother: { kid: 3 } });
    expect([...v.visibleKeys]).toEqual([]);
    expect(v.shownNodes.size).toBe(1);
    expect([...v.clearKeys].sort()).toEqual([
      'doc',
      'essay',
      'kid_2_name',
      'kid_3_name',
      'kid_name',
    ]);
  });
});
