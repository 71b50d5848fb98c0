import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../engine';
import {
  makeDocx,
  makeEncryptedPdf,
  makeJpeg,
  makeManyEntryZip,
  makePdf,
  makePng,
  makeZipBomb,
} from '../../../tests/fixtures/documents';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { CONVERSION_MESSAGES, convertDocument, type ConversionResult } from './convert-document';
import { inspectDocx } from './inspect-docx';
import { findSoffice } from './soffice';

const js = { soffice: undefined, sofficeTimeoutMs: 60_000 };

function pdfOf(result: ConversionResult): Buffer {
  if (!result.ok) throw new Error(`conversion failed: ${result.message}`);
  return result.pdf;
}

async function imageCount(pdf: Buffer): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  const xobjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'));
  return xobjects ? (xobjects as unknown as { keys(): unknown[] }).keys().length : 0;
}

describe('convertDocument', () => {
  it('turns a PNG into a one-page PDF holding the picture', async () => {
    const result = await convertDocument(makePng(), 'card.png', js);
    const pdf = pdfOf(result);
    expect(result.ok && result.method).toBe('image');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    expect(await imageCount(pdf)).toBe(1);
  });

  it('turns a JPEG into a one-page PDF, also when named .jpg or .jpeg', async () => {
    for (const name of ['card.jpg', 'card.JPEG']) {
      const pdf = pdfOf(await convertDocument(makeJpeg(), name, js));
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      expect(await imageCount(pdf)).toBe(1);
    }
  });

  it('re-saves a PDF keeping every page and its text', async () => {
    const pdf = pdfOf(
      await convertDocument(
        await makePdf(['Transcript page one', 'Transcript page two']),
        'transcript.pdf',
        js,
      ),
    );
    expect(await pdfText(pdf)).toEqual(['Transcript page one', 'Transcript page two']);
  });

  it('lays out a DOCX with mammoth: heading, paragraph, list and table text', async () => {
    const result = await convertDocument(await makeDocx(), 'essay.docx', js);
    expect(result.ok && result.method).toBe('mammoth');
    const text = (await pdfText(pdfOf(result))).join('\n');
    for (const expected of [
      'Personal Statement',
      'I have always wanted to study geology',
      'Rocks of Colorado',
      'Fieldwork in summer',
      'Course',
      'Grade',
      'Chemistry',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('•');
  });

  it.runIf(findSoffice())('converts a DOCX with LibreOffice when soffice is on PATH', async () => {
    const result = await convertDocument(await makeDocx(), 'essay.docx', {
      soffice: findSoffice(),
      sofficeTimeoutMs: 60_000,
    });
    expect(result.ok && result.method).toBe('soffice');
    expect((await PDFDocument.load(pdfOf(result))).getPageCount()).toBeGreaterThan(0);
  });

  it('decides by content: wrong magic bytes and mismatched names get the type message', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('just some text, not a picture'), 'photo.png'],
      [makePng(), 'photo.pdf'],
      [await makePdf(['x']), 'essay.docx'],
      [Buffer.concat([Buffer.from('GIF89a'), makePng()]), 'photo.png'],
      [makeZipBomb(10), 'photo.png'],
      [makeManyEntryZip(0).subarray(0, 50), 'essay.docx'],
      [makePng(), 'photo'],
    ];
    for (const [bytes, name] of cases) {
      expect(await convertDocument(bytes, name, js)).toEqual({
        ok: false,
        message: FILE_MESSAGES.wrongType,
      });
    }
  });

  it('refuses empty and oversized files with the spec messages', async () => {
    expect(await convertDocument(Buffer.alloc(0), 'a.pdf', js)).toEqual({
      ok: false,
      message: FILE_MESSAGES.empty,
    });
    const big = Buffer.concat([await makePdf(['x']), Buffer.alloc(1_048_577)]);
    expect(await convertDocument(big, 'a.pdf', js)).toEqual({
      ok: false,
      message: FILE_MESSAGES.tooLarge,
    });
  });

  it('refuses a name longer than 32 characters', async () => {
    const name = `${'n'.repeat(29)}.png`;
    expect(await convertDocument(makePng(), name, js)).toEqual({
      ok: false,
      message: FILE_MESSAGES.nameTooLong,
    });
  });

  it('explains an encrypted or broken PDF and a broken picture', async () => {
    expect(await convertDocument(await makeEncryptedPdf(), 'locked.pdf', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.encryptedPdf,
    });
    expect(await convertDocument(Buffer.from('%PDF-1.7\nnothing else'), 'broken.pdf', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.brokenPdf,
    });
    const truncated = makePng().subarray(0, 40);
    expect(await convertDocument(truncated, 'cut.png', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.brokenImage,
    });
  });

  it('refuses DOCX zip bombs, also when the headers lie about the size, and too many entries', async () => {
    expect(await convertDocument(makeZipBomb(30 * 1024 * 1024), 'bomb.docx', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.docxTooLarge,
    });
    expect(
      await convertDocument(makeZipBomb(30 * 1024 * 1024, { lie: true }), 'bomb.docx', js),
    ).toEqual({ ok: false, message: CONVERSION_MESSAGES.docxTooLarge });
    expect(await convertDocument(makeManyEntryZip(1200), 'many.docx', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.docxTooLarge,
    });
    expect(inspectDocx(makeZipBomb(1000))).toEqual({ ok: true });
  });
});
