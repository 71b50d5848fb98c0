import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../../tests/fixtures/documents';
import { acceptTrackedChanges } from './accept-tracked-changes';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const run = (text: string) => `<w:r><w:t>${text}</w:t></w:r>`;

/** A real DOCX whose document.xml body is replaced by `body`. */
async function docxWithBody(body: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await makeDocx());
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function bodyOf(docx: Buffer): Promise<string> {
  const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
  return /<w:body>(.*)<\/w:body>/s.exec(xml)![1]!;
}

describe('acceptTrackedChanges', () => {
  it('keeps insertions and moved-to text, drops deletions and moved-from text', async () => {
    const body =
      `<w:p>${run('A ')}<w:del w:id="1" w:author="x">${run('old ')}</w:del>` +
      `<w:ins w:id="2" w:author="x">${run('new ')}</w:ins>` +
      `<w:moveFrom w:id="3" w:author="x">${run('moved ')}</w:moveFrom>${run('end')}` +
      `<w:moveTo w:id="4" w:author="x">${run(' moved')}</w:moveTo></w:p>`;
    expect(await bodyOf(await acceptTrackedChanges(await docxWithBody(body)))).toBe(
      `<w:p>${run('A ')}${run('new ')}${run('end')}${run(' moved')}</w:p>`,
    );
  });

  it('deletes a deleted table row and drops records of old formatting', async () => {
    const cell = (text: string) => `<w:tc><w:p>${run(text)}</w:p></w:tc>`;
    const body =
      `<w:tbl><w:tr>${cell('kept')}</w:tr>` +
      `<w:tr><w:trPr><w:del w:id="1" w:author="x"/></w:trPr>${cell('gone')}</w:tr></w:tbl>` +
      `<w:p><w:pPr><w:pPrChange w:id="2" w:author="x"><w:pPr/></w:pPrChange></w:pPr>` +
      `<w:r><w:rPr><w:b/><w:rPrChange w:id="3" w:author="x"><w:rPr/></w:rPrChange></w:rPr><w:t>bold</w:t></w:r></w:p>`;
    expect(await bodyOf(await acceptTrackedChanges(await docxWithBody(body)))).toBe(
      `<w:tbl><w:tr>${cell('kept')}</w:tr></w:tbl>` +
        `<w:p><w:pPr/><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t></w:r></w:p>`,
    );
  });

  it('returns a document without changes byte for byte', async () => {
    const docx = await makeDocx();
    expect(await acceptTrackedChanges(docx)).toBe(docx);
  });
});
