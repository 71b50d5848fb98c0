// draftImpact on one small page: each reason a draft can change a stored application, and the
// answers it must leave alone.
import { describe, expect, it } from 'vitest';
import type { DefinitionBundle } from '../lint/bundle-files';
import type { Answers, ViewState } from '../types';
import { draftImpact, type ImpactChange } from './draft-impact';

const NOW = new Date('2026-11-25T12:00:00Z');

interface Files {
  nodes: unknown[];
  schema: Record<string, unknown>;
  model: string[];
  colors: { value: string; label: string }[];
}

const LIVE: Files = {
  nodes: [
    { kind: 'question', key: 'color', widget: 'select', label: 'Color', optionList: 'colors' },
    {
      kind: 'conditional',
      id: 'red',
      condition: { '==': [{ var: 'color' }, 'R'] },
      clears: ['shade'],
      children: [{ kind: 'question', key: 'shade', widget: 'text', label: 'Shade' }],
    },
    { kind: 'question', key: 'pet', widget: 'text', label: 'Pet' },
    { kind: 'question', key: 'nick', widget: 'text', label: 'Nickname' },
  ],
  schema: {
    properties: { color: { minLength: 1, errorMessage: { minLength: 'Choose a color.' } } },
    allOf: [
      {
        if: { properties: { color: { const: 'R' } } },
        then: { properties: { shade: { minLength: 1 } } },
      },
    ],
  },
  model: ['color', 'color_desc', 'shade', 'pet', 'nick'],
  colors: [
    { value: 'R', label: 'Red' },
    { value: 'G', label: 'Green' },
  ],
};

function bundleOf(files: Files): DefinitionBundle {
  const file = (name: string, data: unknown) => ({ file: name, data });
  return {
    pages: [file('forms/about.json', { id: 'about', title: 'About', step: 1, nodes: files.nodes })],
    answersSchema: file('schemas/answers.schema.json', {
      properties: Object.fromEntries(files.model.map((key) => [key, { type: 'string' }])),
    }),
    pageSchemas: [{ pageId: 'about', ...file('schemas/pages/about.schema.json', files.schema) }],
    options: {
      countries: file('countries', []),
      stateAndProvince: file('states', []),
      months: file('months', []),
      lists: file('lists', { colors: files.colors }),
    },
    site: file('site', {}),
    review: file('forms/review.json', { id: 'review', title: 'Review', step: 1, nodes: [] }),
    reviewSchema: file('schemas/review.schema.json', {}),
    translations: file('forms/translations/es.json', { texts: {} }),
  };
}

const edit = (change: (files: Files) => void): Files => {
  const files = JSON.parse(JSON.stringify(LIVE)) as Files;
  change(files);
  return files;
};

const withoutPet = edit((f) => {
  f.nodes = f.nodes.filter((n) => (n as { key?: string }).key !== 'pet');
  f.model = f.model.filter((key) => key !== 'pet');
});
const withoutGreen = edit((f) => (f.colors = f.colors.filter((o) => o.value !== 'G')));
const nickRequired = edit((f) => {
  (f.schema.properties as Record<string, unknown>).nick = { minLength: 1 };
});
const nickRequiredOnTab = edit((f) => {
  const nick = f.nodes.pop();
  f.nodes.push({
    kind: 'tabs',
    id: 'names',
    defaultTab: 'nick',
    tabs: [
      { id: 'nick', label: 'A nickname', owns: ['nick'], children: [nick] },
      { id: 'none', label: 'No nickname', owns: [], children: [] },
    ],
  });
  (f.schema.properties as Record<string, unknown>).nick = { minLength: 1 };
});
const shadeForGreenToo = edit((f) => {
  const gate = f.nodes[1] as { condition: unknown };
  gate.condition = { in: [{ var: 'color' }, ['R', 'G']] };
  (f.schema.allOf as { if: unknown }[])[0]!.if = { properties: { color: { enum: ['R', 'G'] } } };
});
const petOnlyForRed = edit((f) => {
  const pet = f.nodes.splice(2, 1)[0];
  (f.nodes[1] as { children: unknown[]; clears: string[] }).children.push(pet);
  (f.nodes[1] as { clears: string[] }).clears.push('pet');
});

describe('draftImpact', () => {
  it.each<[string, Files, Answers, ImpactChange[], ViewState?]>([
    ['the live definitions themselves', LIVE, { color: 'G', pet: 'Cat', nick: '' }, []],
    [
      'a removed question with an answer',
      withoutPet,
      { color: 'G', pet: 'Cat' },
      [{ key: 'pet', value: 'Cat', why: 'removed-key' }],
    ],
    ['a removed question left empty', withoutPet, { color: 'G', pet: '' }, []],
    [
      'a chosen option the draft no longer lists, its _desc not apart',
      withoutGreen,
      { color: 'G', color_desc: 'Green' },
      [{ key: 'color', value: 'G', why: 'removed-option' }],
    ],
    ['an option the draft still lists', withoutGreen, { color: 'R', shade: 'Dark' }, []],
    [
      'a question the draft requires, not answered',
      nickRequired,
      { color: 'G' },
      [{ key: 'nick', value: '', why: 'new-required' }],
    ],
    [
      'a question the draft requires, answered in blanks',
      nickRequired,
      { color: 'G', nick: '  ' },
      [{ key: 'nick', value: '  ', why: 'new-required' }],
    ],
    ['a question the draft requires, answered', nickRequired, { color: 'G', nick: 'Al' }, []],
    [
      'a condition that now shows a required question',
      shadeForGreenToo,
      { color: 'G' },
      [{ key: 'shade', value: '', why: 'new-required' }],
    ],
    ['a required question that was already required', shadeForGreenToo, { color: 'R' }, []],
    [
      'a condition that now hides an answer',
      petOnlyForRed,
      { color: 'G', pet: 'Cat' },
      [{ key: 'pet', value: 'Cat', why: 'now-hidden' }],
    ],
    ['a condition that still shows the answer', petOnlyForRed, { color: 'R', pet: 'Cat' }, []],
    ['a condition that hides an empty answer', petOnlyForRed, { color: 'G', pet: '' }, []],
    [
      'answers the draft keeps beside one it removes',
      withoutPet,
      { color: 'G', pet: 'Cat', nick: 'Al' },
      [{ key: 'pet', value: 'Cat', why: 'removed-key' }],
    ],
    [
      'a required question on the tab in effect',
      nickRequiredOnTab,
      { color: 'G' },
      [{ key: 'nick', value: '', why: 'new-required' }],
      { tabs: { names: 'nick' } },
    ],
    [
      'a required question on a tab not chosen',
      nickRequiredOnTab,
      { color: 'G' },
      [],
      { tabs: { names: 'none' } },
    ],
  ])('%s', (_name, draft, answers, expected, view = {}) => {
    expect(draftImpact(bundleOf(LIVE), bundleOf(draft), NOW)(answers, view)).toEqual(expected);
  });

  it('judges every application with what it worked out once per draft', () => {
    const impactOf = draftImpact(bundleOf(LIVE), bundleOf(petOnlyForRed), NOW);
    const changes = [
      { color: 'G', pet: 'Cat' },
      { color: 'R', pet: 'Dog' },
      { color: 'G', pet: 'Fish' },
    ].map((answers) => impactOf(answers, {}));
    expect(changes).toEqual([
      [{ key: 'pet', value: 'Cat', why: 'now-hidden' }],
      [],
      [{ key: 'pet', value: 'Fish', why: 'now-hidden' }],
    ]);
  });
});
