import { describe, expect, it } from 'vitest';
import { layoutTable } from './table-grid';

const wrap = (text: string) => [text];
const measure = (text: string) => text.length * 5;

describe('layoutTable', () => {
  it('puts cells after a row-spanning cell into the next free column, under their headers', () => {
    const { offsets, bands } = layoutTable(
      [
        [
          { text: 'Tall', rowspan: 2 },
          { text: 'Wide', colspan: 2 },
        ],
        ['Left', 'Right'],
        ['One', 'Two', 'Three'],
      ],
      300,
      wrap,
      measure,
    );
    expect(offsets).toHaveLength(4);
    expect(bands.map((b) => b.rows)).toEqual([2, 1]);
    const at = (text: string) => bands.flatMap((b) => b.cells).find((c) => c.lines[0] === text)!;
    expect(at('Left').column).toBe(1);
    expect(at('Right').column).toBe(2);
    expect(at('Two').column).toBe(1);
    expect(at('Wide').width).toBeCloseTo(at('Left').width + at('Right').width);
    expect(at('Tall').rowspan).toBe(2);
  });

  it('gives narrow columns what their text needs and the rest to the wide one', () => {
    const { offsets } = layoutTable([['No', 'x'.repeat(200)]], 400, wrap, measure);
    expect(offsets[1]).toBeLessThan(60);
    expect(offsets[2]).toBeCloseTo(400);
  });

  it('keeps spans inside the table: a span past the last row or 63 columns is cut', () => {
    const { bands, offsets } = layoutTable(
      [[{ text: 'a', rowspan: 9, colspan: 999 }]],
      300,
      wrap,
      measure,
    );
    expect(bands[0]!.cells[0]!.rowspan).toBe(1);
    expect(offsets).toHaveLength(64);
  });
});
