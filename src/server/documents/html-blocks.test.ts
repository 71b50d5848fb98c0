import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './html-blocks';

describe('htmlToBlocks', () => {
  it('reads headings and paragraphs, entities decoded and inline tags dropped', () => {
    expect(
      htmlToBlocks(
        '<h2>Fish &amp; chips</h2><p>A <strong>bold</strong>&nbsp;move&#x2026; <em>now</em></p>',
      ),
    ).toEqual([
      { type: 'heading', level: 2, text: 'Fish & chips' },
      { type: 'paragraph', text: 'A bold\u00a0move… now' },
    ]);
  });

  it('numbers a list on across interrupting paragraphs, restarts after a heading, and nests', () => {
    const blocks = htmlToBlocks(
      '<ol><li>One</li><li>Two<ol><li>Sub</li><li>Sub 2</li></ol></li></ol><p>Note</p>' +
        '<ol><li>Three</li></ol><h2>Next</h2><ol><li>Again</li></ol><ul><li>Dot<ul><li>Ring</li></ul></li></ul>',
    );
    expect(blocks.filter((b) => b.type === 'item')).toEqual([
      { type: 'item', marker: '1.', depth: 0, text: 'One' },
      { type: 'item', marker: '2.', depth: 0, text: 'Two' },
      { type: 'item', marker: 'a.', depth: 1, text: 'Sub' },
      { type: 'item', marker: 'b.', depth: 1, text: 'Sub 2' },
      { type: 'item', marker: '3.', depth: 0, text: 'Three' },
      { type: 'item', marker: '1.', depth: 0, text: 'Again' },
      { type: 'item', marker: '•', depth: 0, text: 'Dot' },
      { type: 'item', marker: '◦', depth: 1, text: 'Ring' },
    ]);
  });

  it('keeps table cells with their spans, flattens what is inside a cell, and keeps pictures', () => {
    const blocks = htmlToBlocks(
      '<table><tr><td rowspan="2"><p>A</p></td><td colspan="2"><p>B</p></td></tr>' +
        '<tr><td><ul><li>x</li><li>y</li></ul></td><td><table><tr><td>in</td></tr></table><img src="picture:1" /></td></tr></table>' +
        '<p>Before <img src="picture:0" /> after</p>',
    );
    expect(blocks).toEqual([
      {
        type: 'table',
        rows: [
          [
            { text: 'A', colspan: undefined, rowspan: 2 },
            { text: 'B', colspan: 2, rowspan: undefined },
          ],
          [
            { text: 'x y', colspan: undefined, rowspan: undefined },
            { text: 'in', colspan: undefined, rowspan: undefined },
          ],
        ],
      },
      { type: 'image', src: 'picture:1' },
      { type: 'paragraph', text: 'Before' },
      { type: 'image', src: 'picture:0' },
      { type: 'paragraph', text: 'after' },
    ]);
  });
});
