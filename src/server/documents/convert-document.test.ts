import { execFileSync } from 'node:child_process';
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
import {
  makeForeignFiles,
  makePixelBombPng,
  makeRenamedMainPartDocx,
  makeTrackedChangesDocx,
} from '../../../tests/fixtures/awkward-documents';
import { makeZip } from '../../../tests/fixtures/zip';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { CONVERSION_MESSAGES, convertDocument, type ConversionResult } from './convert-document';
import { inspectDocx } from './inspect-docx';
import { findSoffice } from './soffice';
import { findOnPath } from './run-tool';

const js = { soffice: undefined, sofficeTimeoutMs: 60_000 };
const soffice = findSoffice();
const lo = { soffice, sofficeTimeoutMs: 60_000 };
const pdftotext = findOnPath('pdftotext');
if (!soffice)
  console.log('convert-document: soffice is not on PATH; the LibreOffice cases are skipped');
if (!pdftotext)
  console.log('convert-document: pdftotext is not on PATH; LibreOffice output text is not read');

/** The text of a PDF as poppler reads it (LibreOffice's font subsets need a real reader). */
function popplerText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
}

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
      [makeZipBomb(10), 'photo.png'],
      [makeZip([{ name: 'notes.txt', data: Buffer.from('hello') }]), 'essay.docx'],
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
      message: CONVERSION_MESSAGES.damagedImage,
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
    expect(await inspectDocx(makeZipBomb(1000))).toEqual({ ok: true });
  });

  it('names a format saved under an allowed name and says what to do', async () => {
    const files = await makeForeignFiles();
    const cases: [Buffer, string, string][] = [
      [files.heic!, 'IMG_0001.jpg', CONVERSION_MESSAGES.heic],
      [files.webp!, 'photo.png', CONVERSION_MESSAGES.webp],
      [files.gif!, 'photo.png', CONVERSION_MESSAGES.gif],
      [files.doc!, 'essay.docx', CONVERSION_MESSAGES.doc],
      [files.odt!, 'essay.docx', CONVERSION_MESSAGES.odt],
    ];
    for (const [bytes, name, message] of cases) {
      expect(await convertDocument(bytes, name, js)).toEqual({ ok: false, message });
    }
    expect(CONVERSION_MESSAGES.heic).toBe(
      'This is an iPhone HEIC photo. Please save it as a JPEG and upload it again.',
    );
    // Under a name the spec does not allow, the spec's message stays.
    expect(await convertDocument(files.heic!, 'IMG_0001.heic', js)).toEqual({
      ok: false,
      message: FILE_MESSAGES.wrongType,
    });
  });

  it('says a damaged file is damaged: a PNG with a broken signature, a cut-off DOCX', async () => {
    const png = Buffer.from(makePng());
    png[0] = 0x09; // PngSuite's xs1n0g01: the signature's high bit lost in transfer
    expect(await convertDocument(png, 'card.png', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.damagedImage,
    });
    const docx = await makeDocx();
    expect(await convertDocument(docx.subarray(0, docx.length * 0.6), 'essay.docx', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.damagedDocx,
    });
  });

  it('refuses a picture of more than 40 megapixels with its own message', async () => {
    expect(await convertDocument(makePixelBombPng(20_000, 20_000), 'bomb.png', js)).toEqual({
      ok: false,
      message: CONVERSION_MESSAGES.tooManyPixels,
    });
  });

  it('accepts a DOCX whose main part is not word/document.xml, on the built-in path', async () => {
    const result = await convertDocument(await makeRenamedMainPartDocx(), 'essay.docx', js);
    expect((await pdfText(pdfOf(result))).join(' ')).toContain('The quick brown fox.');
  });

  it('prints a DOCX with tracked changes accepted, on the built-in path', async () => {
    const result = await convertDocument(await makeTrackedChangesDocx(), 'essay.docx', js);
    expect((await pdfText(pdfOf(result))).join(' ')).toBe('The quick brown fox.');
  });

  describe.runIf(soffice)('with LibreOffice', () => {
    it('accepts a DOCX whose main part is not word/document.xml', async () => {
      const result = await convertDocument(await makeRenamedMainPartDocx(), 'essay.docx', lo);
      expect(result.ok && result.method).toBe('soffice');
      if (pdftotext) expect(popplerText(pdfOf(result))).toContain('The quick brown fox.');
    });

    it('prints a DOCX with tracked changes accepted, not as markup', async () => {
      const result = await convertDocument(await makeTrackedChangesDocx(), 'essay.docx', lo);
      expect(result.ok && result.method).toBe('soffice');
      if (pdftotext) expect(popplerText(pdfOf(result)).trim()).toBe('The quick brown fox.');
    });

    it('names a .doc or .odt under a .docx name instead of converting it', async () => {
      const files = await makeForeignFiles();
      expect(await convertDocument(files.odt!, 'essay.docx', lo)).toEqual({
        ok: false,
        message: CONVERSION_MESSAGES.odt,
      });
      expect(await convertDocument(files.doc!, 'essay.docx', lo)).toEqual({
        ok: false,
        message: CONVERSION_MESSAGES.doc,
      });
    });
  });
});
