import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cells';
import { foldForSearch } from './fold-text';
import { decodeCursor, encodeCursor } from './list-cursor';
import { listingColumns } from './listing-columns';

describe('foldForSearch', () => {
  it.each([
    ['Zoë Ångström', 'zoe angstrom'],
    ['  JOSÉ   García ', 'jose garcia'],
    ['Chloé\tLefèvre', 'chloe lefevre'],
    ['Đặng Thị', 'đang thi'],
    ['Østergaard', 'østergaard'],
    ['Alex  RIVERA\n', 'alex rivera'],
    ['', ''],
  ])('%j folds to %j', (input, folded) => expect(foldForSearch(input)).toBe(folded));
});

describe('csvCell neutralises what a spreadsheet would run (OWASP)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1 303 555 0100', "'+1 303 555 0100"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['a=1', 'a=1'],
    ['He said "hi"', 'He said "hi"'],
    [true, 'true'],
    [false, 'false'],
    [undefined, ''],
    [null, ''],
  ] as const)('%j becomes %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('list cursors', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const at = '2026-11-23T12:00:00.123456Z';
  const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    { sort: '-submitted_at', values: [at], id },
    { sort: 'name', values: ['angstrom\u0001zoe'], id },
    { sort: '-status', values: [''], id },
  ] as const)('round-trips a position in $sort order', (cursor) => {
    const position = { ...cursor, values: [...cursor.values] };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['an object', raw({ a: 1 })],
    ['the old two-part form', raw([at, id])],
    ['an unknown sort', raw(['age', [at], id])],
    ['too many values for the sort', raw(['name', ['a', 'b'], id])],
    ['no values', raw(['username', [], id])],
    ['a value that is no text', raw(['username', [7], id])],
    ['a value with NUL', raw(['username', ['a\u0000'], id])],
    ['a lone surrogate', raw(['username', ['\ud800'], id])],
    ['a millisecond time', raw(['-submitted_at', ['2026-11-23T12:00:00.123Z'], id])],
    ['an impossible date', raw(['-submitted_at', ['2026-13-45T12:00:00.000000Z'], id])],
    ['a bad id', raw(['-submitted_at', [at], 'x'])],
    ['too long', 'A'.repeat(2001)],
  ])('refuses %s', (_name, cursor) => expect(decodeCursor(cursor)).toBeUndefined());
});

describe('listingColumns', () => {
  const config = {
    firstNameKey: 'given',
    lastNameKey: 'family',
    entryTermKey: 'term',
    searchKeys: ['given', 'family', 'mail'],
  };

  it('reads the keys the configuration names, trims and folds the search text', () => {
    expect(
      listingColumns(
        { given: ' Zoë ', family: 'Ångström', term: '2027FA', mail: 'Z@X.org', other: 'no' },
        config,
      ),
    ).toEqual({
      first_name: 'Zoë',
      last_name: 'Ångström',
      entry_term: '2027FA',
      name_search: 'zoe angstrom z@x.org',
      name_sort: 'angstrom\u0001zoe',
    });
  });

  it('leaves unanswered and yes/no answers empty', () => {
    expect(listingColumns({ given: true }, config)).toEqual({
      first_name: '',
      last_name: '',
      entry_term: '',
      name_search: '',
      name_sort: '\u0001',
    });
  });
});
