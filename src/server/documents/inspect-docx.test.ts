import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from '../../../tests/fixtures/documents';
import { makeRenamedMainPartDocx } from '../../../tests/fixtures/awkward-documents';
import { DOCX_LIMITS, inspectDocx } from './inspect-docx';

const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';
const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** A DOCX-shaped ZIP written by jszip, deflated like Word's. */
async function jszipDocx(extra: Record<string, string | Buffer> = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('word/document.xml', '<w:document/>');
  for (const [name, data] of Object.entries(extra)) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Rewrites every central directory header of a ZIP (where readers learn about entries). */
function patchCentral(zip: Buffer, patch: (zip: Buffer, header: number) => void): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf(CENTRAL); at >= 0; at = copy.indexOf(CENTRAL, at + 4)) patch(copy, at);
  return copy;
}

/** Makes an entry's deflate data start with a reserved block type, which no inflater accepts. */
function breakData(zip: Buffer, header: number): void {
  if (zip.readUInt32LE(header + 20) === 0) return; // a folder: no data to break
  const local = zip.readUInt32LE(header + 42);
  zip[local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)] = 0xff;
}

describe('inspectDocx', () => {
  it('accepts Word documents written by the docx package, whatever their main part', async () => {
    expect(await inspectDocx(await makeDocx())).toEqual({ ok: true });
    expect(await inspectDocx(await makeRenamedMainPartDocx())).toEqual({ ok: true });
    expect(await inspectDocx(await jszipDocx())).toEqual({ ok: true });
  });

  it('refuses more entries than the limit before inflating any', async () => {
    const media = Object.fromEntries(
      Array.from({ length: DOCX_LIMITS.maxEntries }, (_, i) => [`word/media/${i}.xml`, 'x']),
    );
    expect(await inspectDocx(await jszipDocx(media))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a declared size past the limit before inflating', async () => {
    const honest = await jszipDocx({ 'word/big.bin': Buffer.alloc(21 * 1024 * 1024) });
    expect(await inspectDocx(honest)).toEqual({ ok: false, reason: 'too-large' });
    // Data that would not even inflate: only the declared size can have refused it.
    const declared = patchCentral(await jszipDocx(), (zip, at) => {
      zip.writeUInt32LE(0xffffff00, at + 24);
      breakData(zip, at);
    });
    expect(await inspectDocx(declared)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('says a file that is no ZIP at all is not a Word document', async () => {
    for (const bytes of [Buffer.from('just some text'), await makePdf(['x']), Buffer.alloc(0)])
      expect(await inspectDocx(bytes)).toEqual({ ok: false, reason: 'not-docx' });
  });

  it('says a ZIP without the package parts is not a Word document', async () => {
    const zip = await new JSZip()
      .file('notes.txt', 'hello')
      .generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await inspectDocx(zip)).toEqual({ ok: false, reason: 'not-docx' });
  });

  it('says an encrypted entry or an unknown compression is not a Word document', async () => {
    const encrypted = patchCentral(await jszipDocx(), (zip, at) =>
      zip.writeUInt16LE(zip.readUInt16LE(at + 8) | 0x1, at + 8),
    );
    expect(await inspectDocx(encrypted)).toEqual({ ok: false, reason: 'not-docx' });
    const aes = patchCentral(await jszipDocx(), (zip, at) => zip.writeUInt16LE(99, at + 10));
    expect(await inspectDocx(aes)).toEqual({ ok: false, reason: 'not-docx' });
  });

  it('says a cut-off or corrupted ZIP is damaged', async () => {
    const docx = await makeDocx();
    expect(await inspectDocx(docx.subarray(0, docx.length * 0.6))).toEqual({
      ok: false,
      reason: 'damaged',
    });
    const corrupt = patchCentral(await jszipDocx(), breakData);
    expect(await inspectDocx(corrupt)).toEqual({ ok: false, reason: 'damaged' });
  });
});
