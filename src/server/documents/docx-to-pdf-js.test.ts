import { Document, Packer, PageBreak, Paragraph, SectionType, TextRun } from 'docx';
import { PDFDocument, PDFName, PDFRawStream, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../../tests/fixtures/documents';
import { makeRichDocx } from '../../../tests/fixtures/rich-docx';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { docxMarginText } from './docx-page-margins';
import { docxToPdfJs } from './docx-to-pdf-js';

async function imageCount(pdf: Buffer): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  let count = 0;
  for (const page of doc.getPages()) {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject')) as PDFDict | undefined;
    for (const key of xobjects?.keys() ?? []) {
      const xobject = xobjects!.lookup(key);
      if (
        xobject instanceof PDFRawStream &&
        String(xobject.dict.get(PDFName.of('Subtype'))) === '/Image'
      )
        count++;
    }
  }
  return count;
}

describe('docxToPdfJs (the fallback without LibreOffice)', () => {
  it('keeps the header and footer, the picture, list numbers, merged cells and five scripts', async () => {
    const pdf = await docxToPdfJs(await makeRichDocx());
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    expect(await imageCount(pdf)).toBe(1);
    const lines = (await pdfText(pdf))[0]!.split('\n');
    expect(lines[0]).toBe('Jane Doe - Candidate 2027');
    expect(lines).toContain('jane.doe@example.edu');
    expect(lines).toContain('Friends: Nguyễn, Łukasz, Αθηνά; cities: Москва, 北京.');
    // Word numbers the list on after the paragraph that interrupts it.
    for (const item of [
      '1.Apply online',
      '2.Send transcripts',
      'a.Official copies only',
      '3.Pay the fee',
      '4.Book a visit',
    ])
      expect(lines.map((l) => l.replace(/\s+/g, ''))).toContain(item.replace(/\s+/g, ''));
    // Cells stay under their columns: "Wide" spans the two columns "Left" and "Right" sit in.
    const text = lines.join(' ');
    expect(text).toMatch(/Tall\s*Wide\s*Left\s*Right\s*One\s*Two\s*Three/);
  });

  it('says so where a picture cannot be shown, and prints "?" for nothing it has a font for', async () => {
    const pdf = await docxToPdfJs(await makeRichDocx({ picture: Buffer.from('not a picture') }));
    const text = (await pdfText(pdf)).join('\n');
    expect(text).toContain('A picture in this document could not be shown');
    expect(text).not.toContain('?');
  });

  it('reads no header or footer where the document has none', async () => {
    expect(await docxMarginText(await makeDocx(), 'header')).toBe('');
    expect(await docxMarginText(await makeDocx(), 'footer')).toBe('');
  });

  it('starts a new page at a page break and at a section break, not at a continuous one', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph('Page one'),
              new Paragraph({ children: [new PageBreak(), new TextRun('Page two')] }),
            ],
          },
          { properties: { type: SectionType.NEXT_PAGE }, children: [new Paragraph('Page three')] },
          {
            properties: { type: SectionType.CONTINUOUS },
            children: [new Paragraph('Still page three')],
          },
        ],
      }),
    );
    const pages = await pdfText(await docxToPdfJs(docx));
    expect(pages.map((page) => page.trim())).toEqual([
      'Page one',
      'Page two',
      'Page three\nStill page three',
    ]);
  });
});
