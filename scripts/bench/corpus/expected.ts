import { FILE_MESSAGES } from '../../../src/engine';
import { CONVERSION_MESSAGES as M } from '../../../src/server/documents/conversion-messages';

/**
 * What each corpus file should become. BASELINE.md (beside the corpus) records a verdict for
 * every file; where that verdict was right (accepted-correct, or a refusal that was both right
 * and clear) it is the expectation, and a file it accepted wrongly should be accepted rightly.
 * Every other file the baseline got wrong is listed here with the right outcome, decided from
 * the baseline's note and the file's source (SOURCES.md).
 */
export type Expectation =
  | { kind: 'accept'; sameAs?: string; rotate?: number; deletedText?: boolean }
  | { kind: 'refuse'; messages: string[] }
  /** A damaged file: decoding what a browser shows, or refusing it as damaged, are both right. */
  | { kind: 'accept-or-refuse'; messages: string[] };

const accept: Expectation = { kind: 'accept' };
const refuse = (...messages: string[]): Expectation => ({ kind: 'refuse', messages });
const damagedImage: Expectation = { kind: 'accept-or-refuse', messages: [M.damagedImage] };
const upright = (sameAs: string): Expectation => ({ kind: 'accept', sameAs });

export const OVERRIDES: Record<string, Expectation> = {
  'docx/derived-truncated-tables.docx': refuse(M.damagedDocx),
  'docx/pandoc-alternate_document_path.docx': accept,
  'docx/renamed-doc-test-ole-file.docx': refuse(M.doc),
  'docx/renamed-odt-simpleTable.docx': refuse(M.odt),
  'docx/pandoc-track_changes_deletion.docx': { kind: 'accept', deletedText: true },
  'docx/pandoc-track_changes_move.docx': { kind: 'accept', deletedText: true },
  'png/libpng-huge_iCCP_chunk.png': refuse(M.damagedImage, M.brokenImage),
  'png/libpng-badadler.png': damagedImage,
  'png/pillow-apng-mode_16bit.png': accept,
  'png/pillow-broken_data_stream.png': damagedImage,
  'png/pillow-exif_imagemagick_orientation.png': { kind: 'accept', rotate: 180 },
  'png/pillow-truncated_image.png': refuse(M.damagedImage),
  'png/renamed-webp-transparent.png': refuse(M.webp),
  'png/xc1n0g08.png': refuse(M.damagedImage),
  'png/xcrn0g04.png': refuse(M.damagedImage),
  'png/xcsn0g01.png': damagedImage,
  'png/xd0n2c08.png': refuse(M.damagedImage),
  'png/xdtn0g01.png': refuse(M.damagedImage),
  'png/xhdn0g08.png': damagedImage,
  'png/xs1n0g01.png': refuse(M.damagedImage),
  'jpeg/ljt-monkey12.jpg': refuse(M.brokenImage, M.damagedImage),
  'jpeg/pillow-junk_jpeg_header.jpg': accept,
  'jpeg/pillow-truncated_app14.jpg': accept,
  'jpeg/pillow-truncated_jpeg.jpg': damagedImage,
  'jpeg/pillow-ultrahdr.jpg': damagedImage,
  'jpeg/renamed-heic-example.jpg': refuse(M.heic),
  'pdf/pypdf-FormTestFromOo.pdf': accept,
  'pdf/pypdf-Seige_of_Vicksburg_OCR.pdf': accept,
  'pdf/sf-libreoffice-form.pdf': accept,
  'pdf/pypdf-encrypted_doc_no_id.pdf': accept,
  'pdf/pypdf-r2-empty-password.pdf': accept,
  'pdf/pypdf-r4-owner-password.pdf': accept,
  'pdf/pypdf-r6-empty-password.pdf': accept,
  'pdf/pypdf-r6-user-password.pdf': accept,
  'pdf/pypdf-r3-user-password.pdf': refuse(M.encryptedPdf),
  'pdf/sf-libreoffice-writer-password.pdf': refuse(M.encryptedPdf),
};
for (const shape of ['Landscape', 'Portrait'])
  for (let n = 2; n <= 8; n++) OVERRIDES[`jpeg/${shape}_${n}.jpg`] = upright(`jpeg/${shape}_1.jpg`);

export interface BaselineRow {
  file: string;
  verdict: string;
  pages: number | undefined;
  /** The LibreOffice column's verdict and page count, for DOCX. */
  loVerdict: string | undefined;
  loPages: number | undefined;
  message: string | undefined;
}

/** The "Every file" table of BASELINE.md. */
export function parseBaseline(markdown: string): Map<string, BaselineRow> {
  const rows = new Map<string, BaselineRow>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 11 || !/^(docx|png|jpeg|pdf)\//.test(cells[1] ?? '')) continue;
    const [, file, , verdict, , , , pages, , lo, note] = cells as string[];
    const loMatch = /^(\S+) \d+ ms, (\d+|-) p/.exec(lo ?? '');
    rows.set(file!, {
      file: file!,
      verdict: verdict!,
      pages: pages ? Number(pages) : undefined,
      loVerdict: loMatch?.[1],
      loPages: loMatch && loMatch[2] !== '-' ? Number(loMatch[2]) : undefined,
      message: /message: "([^"]+)"/.exec(note ?? '')?.[1],
    });
  }
  return rows;
}

/** The expectation for one file: an override, else the baseline's right verdict. */
export function expectationFor(row: BaselineRow): Expectation {
  const override = OVERRIDES[row.file];
  if (override) return override;
  // Accepted but wrong (a sideways photo, a DOCX that lost its pictures): the right outcome is
  // the same file accepted and right.
  if (row.verdict === 'accepted-correct' || row.verdict === 'accepted-wrong') return accept;
  if (row.verdict === 'refused-clear' && row.message) return refuse(row.message);
  throw new Error(
    `${row.file}: the baseline was wrong (${row.verdict}) and no override says what is right`,
  );
}

/** A refusal that only repeats the allowed types to a file whose name already has one. */
export const UNCLEAR = FILE_MESSAGES.wrongType;
