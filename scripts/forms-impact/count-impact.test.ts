// forms:impact's counting against the engine's own definitions: what counts as a key or value
// in use, and how applications are split and counted.
import { describe, expect, it } from 'vitest';
import countries from '../../forms/options/countries.json';
import lists from '../../forms/options/lists.json';
import months from '../../forms/options/months.json';
import stateAndProvince from '../../forms/options/stateAndProvince.json';
import { definitionOffer, getPage, PAGE_IDS, type Answers } from '../../src/engine/index';
import { ImpactCounter } from './count-impact';

const offer = definitionOffer({
  pages: PAGE_IDS.map(getPage),
  options: { countries, stateAndProvince, months, lists },
});
const NOW = new Date('2026-11-23T12:00:00Z');

function reportOf(...applications: [Answers, boolean][]) {
  const counter = new ImpactCounter(offer, NOW);
  for (const [answers, submitted] of applications) counter.add({ answers, submitted });
  return counter.report();
}

describe('ImpactCounter', () => {
  it.each<[string, Answers, { keys: string[]; values: string[] }]>([
    [
      'offered answers',
      { prefix: 'MS', prefix_desc: 'Ms.', first_name: 'A' },
      { keys: [], values: [] },
    ],
    ['empty answers of gone keys', { gone_text: '', gone_box: false }, { keys: [], values: [] }],
    [
      'a gone key with an answer',
      { gone_text: 'x', gone_box: true },
      { keys: ['gone_box', 'gone_text'], values: [] },
    ],
    [
      'a code no longer listed, its _desc not counted apart',
      { prefix: 'REV', prefix_desc: 'Rev.' },
      { keys: [], values: ['prefix=REV'] },
    ],
    [
      'a state not listed for the stored country',
      { country: 'USA', state: 'Ontario' },
      { keys: [], values: ['state=Ontario'] },
    ],
    ['a state of its country', { country: 'CAN', state: 'Ontario' }, { keys: [], values: [] }],
    [
      'a _desc alone of a gone code',
      { gone_code_desc: 'Label' },
      { keys: ['gone_code_desc'], values: [] },
    ],
  ])('%s', (_name, answers, expected) => {
    const report = reportOf([answers, false]);
    expect({
      keys: report.keys.map((k) => k.key),
      values: report.values.map((v) => `${v.key}=${v.value}`),
    }).toEqual(expected);
  });

  it('counts per key and value, split saved and submitted, and affected applications once', () => {
    expect(
      reportOf(
        [{ prefix: 'REV', gone: 'x' }, false],
        [{ prefix: 'REV' }, true],
        [{ prefix: 'MS' }, true],
      ),
    ).toEqual({
      applications: { saved: 1, submitted: 2 },
      affected: { saved: 1, submitted: 1 },
      keys: [{ key: 'gone', saved: 1, submitted: 0 }],
      values: [{ key: 'prefix', value: 'REV', saved: 1, submitted: 1 }],
    });
  });
});
