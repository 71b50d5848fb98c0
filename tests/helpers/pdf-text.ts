import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text drawn on each page of a PDF, for tests. pdf-lib cannot extract text, so this reads
 * each page's content streams (inflating FlateDecode), and decodes the strings shown by Tj and
 * TJ: pdf-lib writes standard-font text as <hex> in WinAnsi, other writers often as (literal).
 * Fonts with their own encodings (LibreOffice's subsets) are not decoded.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    let source = '';
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      source +=
        (filter?.toString() === '/FlateDecode' ? inflateSync(raw) : raw).toString('latin1') + '\n';
    }
    const shown: string[] = [];
    for (const match of source.matchAll(
      /(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj|\[((?:[^\]])*)\]\s*TJ/g,
    )) {
      const parts = match[1]
        ? [match[1]]
        : (match[2]?.match(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g) ?? []);
      shown.push(parts.map(decodeString).join(''));
    }
    return shown.join('\n');
  });
}

// WinAnsi differs from Latin-1 only in 0x80-0x9F (curly quotes, dashes, bullet, euro ...).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: Buffer): string {
  return Array.from(bytes, (b) =>
    b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b),
  ).join('');
}

function decodeString(token: string): string {
  if (token.startsWith('<'))
    return winAnsi(Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex'));
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    return /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (map[c] ?? c);
  });
}
