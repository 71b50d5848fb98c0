import { PDFDocument } from 'pdf-lib';

const PAGE = { width: 612, height: 792 };
const MARGIN = 36;

/**
 * One US Letter page with the picture scaled to fit inside the margins (never enlarged past
 * its own size at 72 dpi) and centred. pdf-lib decodes the image, so a file that only looks
 * like a PNG or JPEG by its first bytes fails here.
 */
export async function imageToPdf(bytes: Buffer, kind: 'png' | 'jpeg'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  // A copy starting at offset 0: pdf-lib's JPEG reader ignores a Buffer's byteOffset.
  const data = new Uint8Array(bytes);
  const image = kind === 'png' ? await doc.embedPng(data) : await doc.embedJpg(data);
  const scale = Math.min(
    1,
    (PAGE.width - 2 * MARGIN) / image.width,
    (PAGE.height - 2 * MARGIN) / image.height,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawImage(image, {
    x: (PAGE.width - width) / 2,
    y: PAGE.height - MARGIN - height,
    width,
    height,
  });
  return Buffer.from(await doc.save());
}
