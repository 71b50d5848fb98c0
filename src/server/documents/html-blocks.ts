import { Parser } from 'htmlparser2';
import type { TableCell } from '../pdf/text-layout';

/** What the DOCX fallback lays out: the structure mammoth recovers from a Word file. */
export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'item'; marker: string; depth: number; text: string }
  | { type: 'table'; rows: TableCell[][] }
  | { type: 'image'; src: string }
  | { type: 'pageBreak' };

// A no-break space stays: it keeps its words on one line.
const squash = (text: string): string => text.replace(/[ \t\r\n\f\v]+/g, ' ').trim();

function alpha(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26))
    out = String.fromCharCode(97 + ((k - 1) % 26)) + out;
  return out;
}

function roman(n: number): string {
  const parts: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  let rest = n;
  for (const [value, digits] of parts) for (; rest >= value; rest -= value) out += digits;
  return out;
}

/** Word's default multilevel numbering: 1. then a. then i., and again. */
function ordinal(count: number, depth: number): string {
  const style = depth % 3;
  return `${style === 0 ? String(count) : style === 1 ? alpha(count) : roman(count)}.`;
}

const BULLETS = ['•', '◦', '▪'];

function span(value: string | undefined): number | undefined {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 1 ? n : undefined;
}

/**
 * Turns mammoth's HTML (h1-h6, p, ul, ol, li, table, tr, td, th, img, and inline tags) into
 * blocks, read by htmlparser2. Inline formatting is dropped; nested lists keep their depth;
 * a table's cells keep their text and their colspan and rowspan; pictures keep their place
 * (those in a table follow it). mammoth splits a Word list interrupted by paragraphs into
 * several <ol>: a top-level ordered list goes on counting from the previous one unless a
 * heading or table came between, as Word numbers a list that continues.
 */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let carried = 0; // the last top-level ordered list's count, while it may go on
  let text = '';
  let table: TableCell[][] | undefined;
  let row: TableCell[] | undefined;
  let cell: TableCell | undefined;
  let nested = 0;
  let tableImages: Block[] = [];
  let current:
    | { type: 'heading'; level: number }
    | { type: 'paragraph' }
    | { type: 'item'; marker: string; depth: number }
    | undefined;

  const flush = (): void => {
    const content = squash(text);
    text = '';
    if (!current || content === '') return;
    if (current.type === 'heading')
      blocks.push({ type: 'heading', level: current.level, text: content });
    else if (current.type === 'item')
      blocks.push({ type: 'item', marker: current.marker, depth: current.depth, text: content });
    else blocks.push({ type: 'paragraph', text: content });
    // An item continues as a paragraph-like run only until its next structural tag.
    current = current.type === 'item' ? { ...current, marker: '' } : undefined;
  };

  const inCell = (): boolean => cell !== undefined;

  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (tag === 'hr' && !inCell()) {
          // A page break (docx-to-pdf-js.ts maps Word's to <hr>): the text before it ends here.
          const keep = current;
          flush();
          blocks.push({ type: 'pageBreak' });
          current = keep;
          return;
        }
        if (tag === 'img') {
          const image: Block = { type: 'image', src: attribs.src ?? '' };
          if (inCell()) tableImages.push(image);
          else {
            const keep = current;
            flush();
            blocks.push(image);
            current = keep?.type === 'item' ? { ...keep, marker: '' } : keep;
          }
          return;
        }
        if (inCell()) {
          // Structure inside a cell (paragraphs, lists, a nested table) becomes its text.
          if (tag === 'table') nested++;
          if (nested === 0 && (tag === 'td' || tag === 'th' || tag === 'tr'))
            structural(tag, attribs);
          else if (['p', 'br', 'li', 'td', 'th', 'tr'].includes(tag)) text += ' ';
          return;
        }
        structural(tag, attribs);
      },
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(tag) {
        if (inCell()) {
          if (tag === 'table') nested--;
          else if (nested === 0 && (tag === 'td' || tag === 'th')) {
            cell!.text = squash(text);
            text = '';
            cell = undefined;
          }
          return;
        }
        if (/^h[1-6]$/.test(tag) || (tag === 'p' && current?.type !== 'item')) flush();
        else if (tag === 'ul' || tag === 'ol') {
          flush();
          const list = lists.pop();
          if (lists.length === 0) carried = list?.ordered ? list.count : 0;
          current = undefined;
        } else if (tag === 'li') {
          flush();
          current = undefined;
        } else if (tag === 'tr') {
          if (row && table) table.push(row);
          row = undefined;
        } else if (tag === 'table') {
          if (table && table.length > 0) blocks.push({ type: 'table', rows: table });
          blocks.push(...tableImages);
          [table, tableImages, carried] = [undefined, [], 0];
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );

  function structural(tag: string, attribs: Record<string, string>): void {
    if (/^h[1-6]$/.test(tag)) {
      flush();
      carried = 0;
      current = { type: 'heading', level: Number(tag[1]) };
    } else if (tag === 'p') {
      if (current?.type !== 'item') {
        flush();
        current = { type: 'paragraph' };
      }
    } else if (tag === 'br') text += ' ';
    else if (tag === 'ul' || tag === 'ol') {
      flush();
      const ordered = tag === 'ol';
      const start = lists.length === 0 && ordered ? carried : 0;
      lists.push({ ordered, count: start });
      current = undefined;
    } else if (tag === 'li') {
      flush();
      const list = lists[lists.length - 1];
      if (list) {
        list.count += 1;
        const depth = lists.length - 1;
        current = {
          type: 'item',
          marker: list.ordered ? ordinal(list.count, depth) : BULLETS[depth % 3]!,
          depth,
        };
      }
    } else if (tag === 'table') {
      flush();
      table = [];
    } else if (tag === 'tr') row = [];
    else if (tag === 'td' || tag === 'th') {
      cell = { text: '', colspan: span(attribs.colspan), rowspan: span(attribs.rowspan) };
      row?.push(cell);
      text = '';
    }
  }

  parser.write(html);
  parser.end();
  flush();
  return blocks;
}
