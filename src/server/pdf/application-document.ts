import { PDFDocument, rgb } from 'pdf-lib';
import {
  applicationHeader,
  applicationReference,
  printItems,
  site,
  type Answers,
  type ViewState,
  type WebStatus,
} from '../../engine';
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
}

/**
 * The PDF copy of an application: the institution's name, the header the staff print view also
 * shows (applicant, e-mail, status, submission time, reference), every visible
 * question with its answer page by page, then the pages of each converted document behind a
 * title line. Every page carries the applicant and a page number in its footer.
 */
export async function renderApplicationPdf(input: ApplicationPdfInput): Promise<Buffer> {
  const layout = await TextLayout.create();
  const doc = layout.doc;
  doc.setTitle(`${site.name} - Application for Admission`);
  doc.setProducer(site.name);
  const name = [input.answers.first_name, input.answers.last_name]
    .filter((v) => typeof v === 'string' && v !== '')
    .join(' ');

  layout.heading(site.name, 1);
  layout.heading('Application for Admission', 2);
  const header = applicationHeader({
    ...input,
    reference: applicationReference(input.applicantId),
  });
  for (const { label, value } of header) layout.labelValue(label, value, []);
  layout.space(6);

  const documentLine = (key: string, attached: boolean) =>
    attached
      ? `Attached: ${input.documents[key]} (its pages follow the answers)`
      : 'No document attached.';
  const held = new Set(Object.keys(input.documents));
  for (const item of printItems({ ...input, audience: 'print', documents: held, documentLine })) {
    if (item.type === 'heading') layout.heading(item.text, Math.min(item.level, 4));
    else if (item.type === 'line') layout.paragraph(item.text);
    else layout.labelValue(item.label, item.lines[0] ?? '', item.lines.slice(1));
  }

  for (const attachment of input.attachments) {
    layout.startPage();
    layout.heading(`Document: ${attachment.label}`, 2);
    layout.paragraph(attachment.fileName);
    const source = await PDFDocument.load(new Uint8Array(attachment.pdf));
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = `${site.name} - ${name || input.username} - page ${i + 1} of ${pages.length}`;
    layout.drawTextAt(page, footer, { x: 54, y: 24, size: 8, color: rgb(0.4, 0.4, 0.4) });
  });
  return Buffer.from(await doc.save());
}
