import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.6, 0.6, 0.6);

/** Helvetica only encodes WinAnsi; anything else becomes "?" rather than failing the whole file. */
function encodable(font: PDFFont, text: string, cache: Map<string, boolean>): string {
  let out = '';
  for (const char of text.replace(/\t/g, '    ').replace(/[\r\n]+/g, ' ')) {
    let ok = cache.get(char);
    if (ok === undefined) {
      try {
        font.encodeText(char);
        ok = true;
      } catch {
        ok = false;
      }
      cache.set(char, ok);
    }
    out += ok ? char : '?';
  }
  return out;
}

/**
 * A small flowing-text writer on pdf-lib: headings, wrapped paragraphs, list items, label and
 * value pairs and simple tables, with page breaks. Both the DOCX fallback and the application
 * PDF use it, so they look alike. Content streams stay uncompressed-friendly plain text.
 */
export class TextLayout {
  private page!: PDFPage;
  private y = 0;
  private readonly cache = new Map<string, boolean>();

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(doc?: PDFDocument): Promise<TextLayout> {
    const target = doc ?? (await PDFDocument.create());
    const regular = await target.embedFont(StandardFonts.Helvetica);
    const bold = await target.embedFont(StandardFonts.HelveticaBold);
    return new TextLayout(target, regular, bold);
  }

  get width(): number {
    return PAGE.width - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Splits text into lines no wider than `width`; a word longer than a line is cut. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const clean = encodable(font, text, this.cache).trim();
    if (clean === '') return [''];
    const lines: string[] = [];
    let line = '';
    for (let word of clean.split(/ +/)) {
      while (font.widthOfTextAtSize(word, size) > width) {
        let cut = word.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut--;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = '';
        word = word.slice(cut);
      }
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
    return lines;
  }

  private lines(
    text: string,
    opts: { size: number; bold?: boolean; indent?: number; after?: number },
  ): void {
    const font = opts.bold ? this.bold : this.regular;
    const indent = opts.indent ?? 0;
    const leading = opts.size * 1.3;
    for (const line of this.wrap(text, font, opts.size, this.width - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + opts.size * 0.25,
        size: opts.size,
        font,
        color: INK,
      });
    }
    this.y -= opts.after ?? 0;
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
    const indent = 14 + depth * 18;
    this.ensure(14);
    this.page.drawText(encodable(this.regular, marker, this.cache), {
      x: MARGIN + indent - 12,
      y: this.y - 10.5,
      size: 10.5,
      font: this.regular,
      color: INK,
    });
    this.lines(text, { size: 10.5, indent, after: 3 });
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

  /** Text made safe for the regular font, for callers that draw on their own. */
  fit(text: string): string {
    return encodable(this.regular, text, this.cache);
  }

  /** Equal-width columns, each cell wrapped; a row never splits across pages unless it must. */
  table(rows: string[][]): void {
    const columns = Math.max(1, ...rows.map((r) => r.length));
    const cellWidth = this.width / columns;
    const size = 9.5;
    const leading = size * 1.3;
    for (const row of rows) {
      const wrapped = Array.from({ length: columns }, (_, i) =>
        this.wrap(row[i] ?? '', this.regular, size, cellWidth - 8),
      );
      const height = Math.max(...wrapped.map((l) => l.length)) * leading + 6;
      this.ensure(Math.min(height, PAGE.height - 2 * MARGIN));
      const top = this.y;
      wrapped.forEach((cellLines, i) => {
        cellLines.forEach((line, j) => {
          const y = top - 3 - (j + 1) * leading + size * 0.25;
          if (y > MARGIN)
            this.page.drawText(line, {
              x: MARGIN + i * cellWidth + 4,
              y,
              size,
              font: this.regular,
              color: INK,
            });
        });
      });
      this.y = Math.max(MARGIN, top - height);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    }
    this.y -= 8;
  }

  space(points: number): void {
    this.y -= points;
  }
}
