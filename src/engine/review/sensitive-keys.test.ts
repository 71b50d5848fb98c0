import { describe, expect, it } from 'vitest';
import { printItems } from '../print/print-items';
import { sensitiveKeysIn } from './sensitive-keys';

describe('sensitiveKeys', () => {
  it('finds a sensitive question inside sections and conditions, and nothing unmarked', () => {
    const keys = sensitiveKeysIn([
      {
        kind: 'section',
        id: 's',
        title: 'S',
        children: [
          { kind: 'question', key: 'plain', widget: 'text', label: 'Plain' },
          { kind: 'question', key: 'faith', widget: 'select', label: 'Faith', sensitive: true },
        ],
      },
    ]);
    expect([...keys].sort()).toEqual(['faith', 'faith_desc']);
  });

  it('prints a withheld question with the withheld line instead of its answer', () => {
    const items = printItems({
      answers: { first_name: 'Ada', last_name: 'Lovelace' },
      view: {},
      documentLine: () => '',
      withheld: { keys: new Set(['last_name']), line: 'Withheld' },
    });
    expect(items).toContainEqual(expect.objectContaining({ key: 'first_name', lines: ['Ada'] }));
    expect(items).toContainEqual(
      expect.objectContaining({ key: 'last_name', lines: ['Withheld'] }),
    );
  });
});
