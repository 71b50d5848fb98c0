import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  encryptWith,
  makeHiddenLayerPdf,
  makeNeedAppearancesForm,
} from '../../../tests/fixtures/awkward-documents';
import { makeEncryptedPdf, makePdf } from '../../../tests/fixtures/documents';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { resavePdf } from './resave-pdf';
import { findOnPath } from './run-tool';

const qpdf = findOnPath('qpdf');
if (!qpdf)
  console.log('resave-pdf: qpdf is not on PATH; the qpdf cases are skipped (.ci/run installs it)');
const withQpdf = { qpdf, timeoutMs: 30_000 };
const withoutQpdf = { qpdf: undefined, timeoutMs: 30_000 };

/** Every stream's text, inflated: where a flattened form value ends up. */
async function allStreamText(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = Buffer.from(object.contents);
    const flate = String(object.dict.get(PDFName.of('Filter'))) === '/FlateDecode';
    text += (flate ? inflateSync(raw) : raw).toString('latin1');
  }
  return text;
}

describe('resavePdf', () => {
  it.runIf(qpdf)(
    'opens PDFs that need no password: owner password only, AES-128 and AES-256',
    async () => {
      const plain = await makePdf(['Official transcript']);
      for (const bits of [128, 256] as const) {
        const pdf = await resavePdf(encryptWith(plain, '', bits), withQpdf);
        expect(await pdfText(pdf)).toEqual(['Official transcript']);
        expect((await PDFDocument.load(pdf)).isEncrypted).toBe(false);
      }
    },
  );

  it('refuses only what truly needs a password, with or without qpdf', async () => {
    const locked = qpdf
      ? encryptWith(await makePdf(['secret']), 'user-secret')
      : await makeEncryptedPdf();
    for (const options of [withQpdf, withoutQpdf]) {
      await expect(resavePdf(locked, options)).rejects.toMatchObject({ reason: 'encrypted' });
    }
  });

  it.runIf(qpdf)('keeps a filled form value that only NeedAppearances would show', async () => {
    const form = await makeNeedAppearancesForm();
    expect(await allStreamText(form)).not.toContain('Alice');
    const pdf = await resavePdf(form, withQpdf);
    expect(await allStreamText(pdf)).toMatch(/\(Alice\)|<416C696365>/i); // literal or hex string
    // Flattened: the value is part of the page, no longer a field a reader may redraw.
    expect((await PDFDocument.load(pdf)).catalog.get(PDFName.of('AcroForm'))).toBeUndefined();
  });

  it('keeps the layer settings, pointing at the same layer the page uses', async () => {
    for (const options of [withQpdf, withoutQpdf]) {
      const doc = await PDFDocument.load(await resavePdf(await makeHiddenLayerPdf(), options));
      const layers = doc.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
      const off = layers.lookup(PDFName.of('D'), PDFDict).lookup(PDFName.of('OFF'), PDFArray);
      const properties = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Properties'), PDFDict);
      expect(off.get(0)).toBe(properties.get(PDFName.of('L0')));
      expect(layers.lookup(PDFName.of('OCGs'), PDFArray).get(0)).toBe(off.get(0));
    }
  });

  it('refuses a PDF cut off in transfer as unreadable', async () => {
    const whole = await makePdf(['one', 'two', 'three']);
    for (const options of [withQpdf, withoutQpdf]) {
      await expect(resavePdf(whole.subarray(0, whole.length / 2), options)).rejects.toMatchObject({
        reason: 'broken',
      });
    }
  });
});
