import mammoth from 'mammoth';
import { TextLayout } from '../pdf/text-layout';
import { htmlToBlocks } from './html-blocks';

/**
 * The pure-JS DOCX path (no LibreOffice): mammoth recovers headings, paragraphs, lists and
 * tables; TextLayout sets them in Helvetica. Pictures and exact Word styling are not kept.
 * Linked external files are never read (externalFileAccess: false).
 */
export async function docxToPdfJs(docx: Buffer): Promise<Buffer> {
  const { value: html } = await mammoth.convertToHtml(
    { buffer: docx },
    {
      externalFileAccess: false,
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  const layout = await TextLayout.create();
  const blocks = htmlToBlocks(html);
  for (const block of blocks) {
    if (block.type === 'heading') layout.heading(block.text, block.level);
    else if (block.type === 'paragraph') layout.paragraph(block.text);
    else if (block.type === 'item') layout.listItem(block.marker, block.text, block.depth);
    else layout.table(block.rows);
  }
  if (blocks.length === 0) layout.paragraph('(This document has no text.)');
  return Buffer.from(await layout.doc.save());
}
