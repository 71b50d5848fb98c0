import { describe, expect, it } from 'vitest';
import { printItems } from '../print/print-items';
import { EVERY_CATEGORY, sensitiveKeysIn, withheldAmong } from './sensitive-keys';

describe('sensitiveKeys', () => {
  it('finds a sensitive question inside sections and conditions with its category, and nothing unmarked', () => {
    const keys = sensitiveKeysIn([
      {
        kind: 'section',
        id: 's',
        title: 'S',
        children: [
          { kind: 'question', key: 'plain', widget: 'text', label: 'Plain' },
          {
            kind: 'question',
            key: 'faith',
            widget: 'select',
            label: 'Faith',
            sensitive: 'religion',
          },
        ],
      },
    ]);
    expect(Object.fromEntries(keys)).toEqual({ faith: 'religion', faith_desc: 'religion' });
  });

  it('withholds the keys of every category not granted; the grant of every category withholds none', () => {
    const keys = new Map([
      ['faith', 'religion'],
      ['faith_desc', 'religion'],
      ['birth_date', 'birth_date'],
      ['disability', 'disability'],
    ]);
    expect(withheldAmong(keys, [])).toEqual([...keys.keys()]);
    expect(withheldAmong(keys, [EVERY_CATEGORY])).toEqual([]);
    expect(withheldAmong(keys, ['religion', 'no_such_category'])).toEqual([
      'birth_date',
      'disability',
    ]);
  });

  it('prints a withheld question with the withheld line instead of its answer', () => {
    const items = printItems({
      answers: { first_name: 'Ada', last_name: 'Lovelace' },
      view: {},
      documentLine: () => '',
      language: 'en',
      withheld: { keys: new Set(['last_name']), line: 'Withheld' },
    });
    expect(items).toContainEqual(expect.objectContaining({ key: 'first_name', lines: ['Ada'] }));
    expect(items).toContainEqual(
      expect.objectContaining({ key: 'last_name', lines: ['Withheld'] }),
    );
  });
});
