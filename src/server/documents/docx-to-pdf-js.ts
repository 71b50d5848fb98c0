import mammoth from 'mammoth';
import type { PDFImage } from 'pdf-lib';
import { TextLayout } from '../pdf/text-layout';
import { decodePicture, pictureHeader } from './decode-picture';
import { docxMarginText } from './docx-page-margins';
import { htmlToBlocks } from './html-blocks';
import { markSectionBreaks } from './section-breaks';

/** Pictures larger than this are scaled down before embedding; a page shows no more. */
const IMAGE_MAX_PIXELS = 1600;
const UNREADABLE_PICTURE = '[A picture in this document could not be shown.]';

/**
 * A picture mammoth found, decoded and re-encoded by sharp (libvips) as uploaded pictures are
 * (decode-picture.ts): upright, sRGB, no bigger than a page needs. JPEG stays JPEG; anything else
 * (PNG, GIF, TIFF, WebP, ...) becomes PNG. Undefined for what sharp cannot read (EMF, WMF, a
 * damaged file) and for a picture over the pixel limit.
 */
async function normalisePicture(
  bytes: Buffer,
): Promise<{ kind: 'jpeg' | 'png'; data: Buffer } | undefined> {
  try {
    const meta = await pictureHeader(bytes);
    const image = decodePicture(bytes, meta, { failOn: 'error', maxSide: IMAGE_MAX_PIXELS });
    return meta.format === 'jpeg'
      ? { kind: 'jpeg', data: await image.jpeg({ quality: 85 }).toBuffer() }
      : { kind: 'png', data: await image.png().toBuffer() };
  } catch {
    return undefined;
  }
}

/**
 * The pure-JS DOCX path (no LibreOffice): mammoth recovers headings, paragraphs, lists, tables
 * and inline pictures; the page header and footer are read from the DOCX itself (docx-page-margins.ts);
 * TextLayout sets them in the embedded Noto fonts. Exact Word styling is not kept.
 * Linked external files are never read (externalFileAccess: false).
 */
export async function docxToPdfJs(docx: Buffer): Promise<Buffer> {
  const pictures: Buffer[] = [];
  const { value: html } = await mammoth.convertToHtml(
    { buffer: await markSectionBreaks(docx) },
    {
      externalFileAccess: false,
      // Page breaks (and the section breaks marked as such) start a new page.
      styleMap: ["br[type='page'] => hr"],
      convertImage: mammoth.images.imgElement(async (image) => {
        pictures.push(await image.readAsBuffer());
        return { src: `picture:${pictures.length - 1}` };
      }),
    },
  );
  const layout = await TextLayout.create();
  const header = await docxMarginText(docx, 'header');
  const footer = await docxMarginText(docx, 'footer');
  layout.pageMargins({ header, footer });

  const embedded = new Map<string, PDFImage | undefined>();
  for (const [index, bytes] of pictures.entries()) {
    const picture = await normalisePicture(bytes);
    embedded.set(
      `picture:${index}`,
      picture &&
        (picture.kind === 'jpeg'
          ? await layout.doc.embedJpg(picture.data)
          : await layout.doc.embedPng(picture.data)),
    );
  }

  const blocks = htmlToBlocks(html);
  for (const block of blocks) {
    if (block.type === 'heading') layout.heading(block.text, block.level);
    else if (block.type === 'paragraph') layout.paragraph(block.text);
    else if (block.type === 'item') layout.listItem(block.marker, block.text, block.depth);
    else if (block.type === 'table') layout.table(block.rows);
    else if (block.type === 'pageBreak') layout.startPage();
    else {
      const image = embedded.get(block.src);
      if (image) layout.image(image);
      else layout.paragraph(UNREADABLE_PICTURE);
    }
  }
  if (blocks.length === 0 && header === '' && footer === '')
    layout.paragraph('(This document has no text.)');
  return Buffer.from(await layout.doc.save());
}
