import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

describe('lineDiff', () => {
  it('is empty for equal texts', () => {
    expect(lineDiff('a\nb\n', 'a\nb\n')).toEqual([]);
  });

  it('numbers a changed line on both sides, with three lines of context', () => {
    const live = lines(10).join('\n') + '\n';
    const draft = live.replace('line 6', 'line six');
    const [hunk, ...rest] = lineDiff(live, draft);
    expect(rest).toEqual([]);
    expect(hunk?.[0]).toEqual({ kind: 'same', live: 3, draft: 3, text: 'line 3' });
    expect(hunk?.filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'removed', live: 6, text: 'line 6' },
      { kind: 'added', draft: 6, text: 'line six' },
    ]);
    expect(hunk?.at(-1)).toEqual({ kind: 'same', live: 9, draft: 9, text: 'line 9' });
  });

  it('keeps distant changes in hunks of their own, numbered after insertions', () => {
    const live = lines(30).join('\n');
    const draft = live.replace('line 2\n', 'line 2\nnew\n').replace('line 28', 'last');
    const hunks = lineDiff(live, draft);
    expect(hunks).toHaveLength(2);
    expect(hunks[1]?.find((l) => l.kind === 'added')).toEqual({
      kind: 'added',
      draft: 29,
      text: 'last',
    });
  });
});
