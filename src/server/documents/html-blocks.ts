/** What the DOCX fallback lays out: the structure mammoth recovers from a Word file. */
export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'item'; marker: string; depth: number; text: string }
  | { type: 'table'; rows: string[][] };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Turns mammoth's HTML (a small, well-formed vocabulary: h1-h6, p, ul, ol, li, table, tr,
 * td, th, strong, em, a, br, img, sup, sub) into blocks. Inline formatting is dropped; nested
 * lists keep their depth; a table's cells keep their text.
 */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let text = '';
  let table: string[][] | undefined;
  let row: string[] | undefined;
  let inCell = false;
  let nested = 0;
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

  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g)) {
    const [, closing, rawTag, chunk] = match;
    if (chunk !== undefined) {
      text += decode(chunk);
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    const opening = closing === '';
    if (inCell) {
      // A table inside a cell is flattened into the cell's text.
      if (tag === 'table') nested += opening ? 1 : -1;
      const structural = nested === 0 && (tag === 'td' || tag === 'th' || tag === 'tr');
      if (!structural) {
        if (tag === 'p' || tag === 'br' || tag === 'li' || tag === 'td' || tag === 'th')
          text += ' ';
        continue;
      }
    }
    if (/^h[1-6]$/.test(tag)) {
      flush();
      if (opening) current = { type: 'heading', level: Number(tag[1]) };
    } else if (tag === 'p') {
      if (current?.type !== 'item') {
        flush();
        if (opening) current = { type: 'paragraph' };
      }
    } else if (tag === 'br') {
      text += ' ';
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      if (opening) lists.push({ ordered: tag === 'ol', count: 0 });
      else lists.pop();
      current = undefined;
    } else if (tag === 'li') {
      flush();
      const list = lists[lists.length - 1];
      if (opening && list) {
        list.count += 1;
        current = {
          type: 'item',
          marker: list.ordered ? `${list.count}.` : '•',
          depth: lists.length - 1,
        };
      } else current = undefined;
    } else if (tag === 'table') {
      flush();
      if (opening) table = [];
      else if (table) {
        if (table.length > 0) blocks.push({ type: 'table', rows: table });
        table = undefined;
      }
    } else if (tag === 'tr') {
      if (opening) row = [];
      else if (row && table) table.push(row);
    } else if (tag === 'td' || tag === 'th') {
      if (opening) {
        inCell = true;
        text = '';
      } else {
        inCell = false;
        row?.push(squash(text));
        text = '';
      }
    }
  }
  flush();
  return blocks;
}
