import { PDFDocument, rgb, type Color, type PDFImage, type PDFPage } from 'pdf-lib';
import { DocumentFonts } from './document-fonts';
import { fontChain, type Weight } from './fonts';
import { layoutTable, type TableCell } from './table-grid';
import { baseDirection, visualRuns, type Direction } from './text-runs';
import { wrapText } from './wrap-text';

export type { TableCell } from './table-grid';

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.6, 0.6, 0.6);
const QUIET = rgb(0.4, 0.4, 0.4);

/**
 * A small flowing-text writer on pdf-lib: headings, wrapped paragraphs, list items, label and
 * value pairs, tables and pictures, with page breaks. Both the DOCX fallback and the
 * application PDF use it, so they look alike. Text is set in embedded Noto fonts, each
 * character in the first face of the fallback chain that has it (fonts.ts), right-to-left
 * stretches in their visual order; wrapping is linear in the text's length (wrap-text.ts).
 */
export class TextLayout {
  private page!: PDFPage;
  private y = 0;
  private margins = { header: '', footer: '' };
  private readonly fonts: DocumentFonts;

  private constructor(readonly doc: PDFDocument) {
    this.fonts = new DocumentFonts(doc);
    this.newPage();
  }

  static async create(doc?: PDFDocument): Promise<TextLayout> {
    return new TextLayout(doc ?? (await PDFDocument.create()));
  }

  get width(): number {
    return PAGE.width - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    this.drawMargins();
  }

  /** The page header's first three lines in the top margin, the footer's two in the bottom. */
  private drawMargins(): void {
    const size = 8.5;
    const leading = size * 1.25;
    const draw = (text: string, maxLines: number, top: number) =>
      wrapText(text, this.width, (c) => fontChain('regular').width(c) * size)
        .slice(0, maxLines)
        .forEach((line, i) =>
          this.drawTextAt(this.page, line, { x: MARGIN, y: top - i * leading, size, color: QUIET }),
        );
    draw(this.margins.header, 3, PAGE.height - 30);
    draw(this.margins.footer, 2, 22);
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Splits text into lines no wider than `width`; a word longer than a line is cut. */
  wrap(text: string, size: number, width: number, weight: Weight = 'regular'): string[] {
    const chain = fontChain(weight);
    return wrapText(text, width, (codePoint) => chain.width(codePoint) * size);
  }

  /** Draws one line of text at a point, each script in a face that has it. */
  drawTextAt(
    page: PDFPage,
    text: string,
    opts: {
      x: number;
      y: number;
      size: number;
      bold?: boolean;
      color?: Color;
      /** Right-to-left text ends at `x + alignWidth` instead of starting at `x`. */
      direction?: Direction;
      alignWidth?: number;
    },
  ): void {
    const runs = visualRuns(text, fontChain(opts.bold ? 'bold' : 'regular'), opts.direction);
    let x = opts.x;
    if (opts.direction === 'rtl' && opts.alignWidth !== undefined)
      x += opts.alignWidth - runs.reduce((sum, run) => sum + run.width * opts.size, 0);
    for (const run of runs) {
      if (run.text.trim() !== '')
        page.drawText(run.text, {
          x,
          y: opts.y,
          size: opts.size,
          font: this.fonts.pdfFont(run.face),
          color: opts.color ?? INK,
        });
      x += run.width * opts.size;
    }
  }

  private lines(
    text: string,
    opts: { size: number; bold?: boolean; indent?: number; after?: number },
  ): void {
    const indent = opts.indent ?? 0;
    const leading = opts.size * 1.3;
    const weight = opts.bold ? 'bold' : 'regular';
    const direction = baseDirection(text);
    for (const line of this.wrap(text, opts.size, this.width - indent, weight)) {
      this.ensure(leading);
      this.y -= leading;
      this.drawTextAt(this.page, line, {
        x: MARGIN + indent,
        y: this.y + opts.size * 0.25,
        size: opts.size,
        bold: opts.bold,
        direction,
        alignWidth: this.width - indent,
      });
    }
    this.y -= opts.after ?? 0;
  }

  /** Text printed small at the top and foot of this page and every later one (Word's page header and footer). */
  pageMargins(text: { header?: string; footer?: string }): void {
    const tidy = (t = '') => t.replace(/\s+/g, ' ').trim();
    this.margins = { header: tidy(text.header), footer: tidy(text.footer) };
    this.drawMargins();
  }

  heading(text: string, level = 1): void {
    const size = Math.max(11, 20 - 2 * (level - 1));
    this.ensure(size * 3);
    this.y -= level === 1 ? 8 : 4;
    this.lines(text, { size, bold: true, after: 4 });
  }

  paragraph(text: string, indent = 0): void {
    this.lines(text, { size: 10.5, indent, after: 6 });
  }

  listItem(marker: string, text: string, depth: number): void {
    const indent = 18 + depth * 18;
    this.ensure(14);
    this.drawTextAt(this.page, marker, {
      x: MARGIN + indent - 4 - this.textWidth(marker, 10.5),
      y: this.y - 10.5,
      size: 10.5,
    });
    this.lines(text, { size: 10.5, indent, after: 3 });
  }

  private textWidth(text: string, size: number): number {
    const chain = fontChain('regular');
    let width = 0;
    for (const char of text) width += chain.width(char.codePointAt(0)!) * size;
    return width;
  }

  /** A question and its answer: the label in bold, the answer (and any further lines) below it. */
  labelValue(label: string, value: string, more: string[] = []): void {
    this.ensure(30);
    this.lines(label, { size: 9.5, bold: true });
    this.lines(value === '' ? '-' : value, {
      size: 10.5,
      indent: 12,
      after: more.length > 0 ? 0 : 5,
    });
    more.forEach((line, i) =>
      this.lines(line, { size: 10.5, indent: 12, after: i === more.length - 1 ? 5 : 0 }),
    );
  }

  /** Starts the next content on a fresh page (unless the current one is still empty). */
  startPage(): void {
    if (this.y < PAGE.height - MARGIN) this.newPage();
  }

  /** A picture at its size (96 pixels to the inch), shrunk to fit the text width and a page. */
  image(image: PDFImage): void {
    const scale = Math.min(
      0.75,
      this.width / image.width,
      (PAGE.height - 2 * MARGIN) / image.height,
    );
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height + 6);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    this.y -= 6;
  }

  /**
   * A table: cells may span columns and rows (colspan, rowspan); columns get widths after
   * their text. A row (with the rows its cells span) moves to a new page when it does not fit;
   * one taller than a page is printed as its cells' paragraphs.
   */
  table(rows: (string | TableCell)[][]): void {
    const size = 9.5;
    const leading = size * 1.3;
    const grid = layoutTable(
      rows,
      this.width,
      (text, width) => this.wrap(text, size, width - 8),
      (text) => this.textWidth(text, size),
    );
    for (const band of grid.bands) {
      if (band.height * leading + 6 * band.rows > PAGE.height - 2 * MARGIN) {
        // Rows taller than a page: their cells' text flows as paragraphs, so none is cut off.
        for (const cell of band.cells) if (cell.text !== '') this.paragraph(cell.text, 4);
        continue;
      }
      this.ensure(band.height * leading + 6 * band.rows);
      const top = this.y;
      const rowTops = band.rowHeights.reduce<number[]>(
        (tops, h, i) => [...tops, tops[i]! - h * leading - 6],
        [top],
      );
      for (const cell of band.cells) {
        const x = MARGIN + grid.offsets[cell.column]!;
        const cellTop = rowTops[cell.row]!;
        const cellBottom = rowTops[cell.row + cell.rowspan]!;
        cell.lines.forEach((line, j) => {
          const y = cellTop - 3 - (j + 1) * leading + size * 0.25;
          this.drawTextAt(this.page, line, { x: x + 4, y, size });
        });
        this.page.drawRectangle({
          x,
          y: cellBottom,
          width: cell.width,
          height: cellTop - cellBottom,
          borderColor: RULE,
          borderWidth: 0.5,
        });
      }
      this.y = rowTops[rowTops.length - 1]!;
    }
    this.y -= 8;
  }

  space(points: number): void {
    this.y -= points;
  }
}
