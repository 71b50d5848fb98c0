// One edit of the definitions per reason the impact gives, and five stored applications with
// what the edit does to each: shared by forms:impact's test (a folder) and the staff route's (a
// draft).
import type { Answers, ImpactChange } from '../../src/engine';
import { isObject, replacing, without, type Json } from './json-edits';

export const IMPACT_SEEDS: { answers: Answers; submitted: boolean }[] = [
  { answers: { prefix: 'MS', prefix_desc: 'Ms.', preferred_name: 'Al' }, submitted: false },
  { answers: { prefix: 'MS', prefix_desc: 'Ms.', preferred_name: 'Bee' }, submitted: true },
  { answers: { prefix: 'DR', prefix_desc: 'Dr.', preferred_name: '' }, submitted: false },
  { answers: { country: 'USA', state: 'Colorado', state_desc: 'Colorado' }, submitted: true },
  { answers: { country: 'CAN', phone_international: '+1 604 555 0100' }, submitted: false },
];

/** What the changed definitions do to each seed, in IMPACT_SEEDS' order. */
export const IMPACT_CHANGES: ImpactChange[][] = [
  [
    { key: 'preferred_name', value: 'Al', why: 'removed-key' },
    { key: 'prefix', value: 'MS', why: 'removed-option' },
  ],
  [
    { key: 'preferred_name', value: 'Bee', why: 'removed-key' },
    { key: 'prefix', value: 'MS', why: 'removed-option' },
  ],
  [{ key: 'middle_name', value: '', why: 'new-required' }],
  [{ key: 'state', value: 'Colorado', why: 'removed-option' }],
  [{ key: 'phone_international', value: '+1 604 555 0100', why: 'now-hidden' }],
];

/**
 * Edits by file: without the option MS (prefixes), the state Colorado and the question
 * preferred_name; with the middle name required of a Dr. and the international phone shown
 * outside the United States and Canada only.
 */
export const IMPACT_EDITS: Record<string, (json: Json) => Json> = {
  'forms/options/lists.json': (json) => without(json, (v) => isObject(v) && v.value === 'MS'),
  'forms/options/stateAndProvince.json': (json) =>
    without(json, (v) => isObject(v) && v.value === 'Colorado'),
  'forms/about.json': (json) =>
    replacing(
      without(json, (v) => isObject(v) && v.key === 'preferred_name'),
      'id',
      'international_phone',
      (gate) => ({
        ...(gate as { [key: string]: Json }),
        condition: { notIn: [{ var: 'country' }, ['', 'USA', 'CAN']] },
      }),
    ),
  'schemas/pages/about.schema.json': (json) => {
    const schema = json as { allOf: Json[] };
    const rule = { minLength: 1, errorMessage: { minLength: 'Middle name is required.' } };
    const allOf = [
      ...schema.allOf,
      {
        if: { properties: { prefix: { const: 'DR' } } },
        then: { properties: { middle_name: rule } },
      },
    ];
    return { ...schema, allOf };
  },
};
