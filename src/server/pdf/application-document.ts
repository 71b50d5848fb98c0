import { PDFDocument, rgb } from 'pdf-lib';
import type { Language } from '../../contracts/language';
import {
  applicationHeader,
  applicationReference,
  printItems,
  site,
  type Answers,
  type ViewState,
  type WebStatus,
} from '../../engine';
import { pdfHeaderWords, pdfText } from './pdf-text';
import { TextLayout } from './text-layout';

export interface ApplicationPdfInput {
  answers: Answers;
  view: ViewState;
  /** Document question key to the attached file's name. */
  documents: Record<string, string>;
  applicantId: string;
  username: string;
  submittedAt: Date | null;
  status: WebStatus | undefined;
  /** Converted documents in page order, each with the question's label. */
  attachments: { label: string; fileName: string; pdf: Buffer }[];
  /** The language of its texts; the questions come in it from the active set. */
  language: Language;
  /** Answer keys printed as withheld (a reader's copy; need to know, issue 33); none if absent. */
  withheld?: readonly string[];
  /** Under the header, in the staff's copies: the language the applicant answered in. */
  languageLine?: string;
}

/**
 * The PDF copy of an application: the institution's name, the header the staff print view also
 * shows (applicant, e-mail, status, submission time, reference; in the staff's copies the
 * language it was answered in), every visible
 * question with its answer page by page, then the pages of each converted document behind a
 * title line. Every page carries the applicant and a page number in its footer. Written in the
 * application's language, its questions from the active (localized) set.
 */
export async function renderApplicationPdf(input: ApplicationPdfInput): Promise<Buffer> {
  const layout = await TextLayout.create();
  const doc = layout.doc;
  const text = (key: Parameters<typeof pdfText>[1], values?: Record<string, string | number>) =>
    pdfText(input.language, key, values);
  doc.setTitle(text('title', { school: site.name }));
  doc.setProducer(site.name);
  const name = [input.answers.first_name, input.answers.last_name]
    .filter((v) => typeof v === 'string' && v !== '')
    .join(' ');

  layout.heading(site.name, 1);
  layout.heading(text('heading'), 2);
  const header = applicationHeader(
    { ...input, reference: applicationReference(input.applicantId) },
    pdfHeaderWords(input.language),
  );
  for (const { label, value } of header) layout.labelValue(label, value, []);
  if (input.languageLine) layout.paragraph(input.languageLine);
  layout.space(6);

  const documentLine = (key: string, attached: boolean) =>
    attached ? text('attached', { name: input.documents[key] ?? '' }) : text('noDocument');
  const held = new Set(Object.keys(input.documents));
  const withheld = input.withheld?.length
    ? { keys: new Set(input.withheld), line: text('withheld') }
    : undefined;
  for (const item of printItems({
    ...input,
    audience: 'print',
    documents: held,
    documentLine,
    withheld,
  })) {
    if (item.type === 'heading') layout.heading(item.text, Math.min(item.level, 4));
    else if (item.type === 'line') layout.paragraph(item.text);
    else layout.labelValue(item.label, item.lines[0] ?? '', item.lines.slice(1));
  }

  for (const attachment of input.attachments) {
    layout.startPage();
    layout.heading(text('document', { label: attachment.label }), 2);
    layout.paragraph(attachment.fileName);
    const source = await PDFDocument.load(new Uint8Array(attachment.pdf));
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = text('footer', {
      school: site.name,
      name: name || input.username,
      page: i + 1,
      pages: pages.length,
    });
    layout.drawTextAt(page, footer, { x: 54, y: 24, size: 8, color: rgb(0.4, 0.4, 0.4) });
  });
  return Buffer.from(await doc.save());
}
