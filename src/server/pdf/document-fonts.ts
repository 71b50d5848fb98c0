import type { Font } from 'fontkit';
import { CustomFontSubsetEmbedder, PDFFont, type PDFDocument } from 'pdf-lib';
import type { Face } from './fonts';

type FontEmbedder = Parameters<typeof PDFFont.of>[2];
type SubsetEmbedderConstructor = new (font: Font, bytes: Uint8Array) => FontEmbedder;

/**
 * The faces one PDF document uses, each embedded as a subset the first time a run needs it.
 * pdf-lib 1.17 (its last release) only embeds custom fonts through an async call, while
 * TextLayout draws synchronously and learns a script is needed only when it meets it; so the
 * subset embedder is built here, from the face this thread already parsed, and registered
 * with the document as `embedFont` would, to be written out by `doc.save()`.
 */
export class DocumentFonts {
  private readonly fonts = new Map<Face, PDFFont>();

  constructor(private readonly doc: PDFDocument) {}

  pdfFont(face: Face): PDFFont {
    let font = this.fonts.get(face);
    if (!font) {
      const Embedder = CustomFontSubsetEmbedder as unknown as SubsetEmbedderConstructor;
      const embedder = new Embedder(face.font, face.bytes);
      font = PDFFont.of(this.doc.context.nextRef(), this.doc, embedder);
      (this.doc as unknown as { fonts: PDFFont[] }).fonts.push(font);
      this.fonts.set(face, font);
    }
    return font;
  }
}
