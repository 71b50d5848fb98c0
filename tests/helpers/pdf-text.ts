import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text on each page of a PDF, for tests, as pdf.js (Firefox's reader) extracts it: through
 * each font's ToUnicode map, so embedded subset fonts (any script) read back as written. Text
 * items on one line are joined as they are; a line break becomes "\n".
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      let text = '';
      for (const item of content.items)
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      pages.push(text.trim());
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
