import { performance } from 'node:perf_hooks';
import { convertDocument } from '../../src/server/documents/convert-document';
import { findSoffice } from '../../src/server/documents/soffice';
import { renderApplicationPdf } from '../../src/server/pdf/application-document';
import { makeDocx, makeJpeg, makePdf, makePng } from '../../tests/fixtures/documents';

const corpusAt = process.argv.indexOf('--corpus');
if (corpusAt >= 0) {
  // The real-world corpus (issue 15): verdicts, timings and event-loop stalls per file.
  const corpus = process.argv[corpusAt + 1];
  if (!corpus) throw new Error('--corpus needs the folder of the corpus');
  const { runCorpusBench } = await import('./corpus/run');
  // --no-libreoffice: as on a machine without it (no LibreOffice column, no LibreOffice reference).
  const withLibreOffice = !process.argv.includes('--no-libreoffice');
  await runCorpusBench(
    corpus,
    withLibreOffice ? 'docs/document-corpus.md' : 'docs/document-corpus-no-libreoffice.md',
    withLibreOffice,
  );
} else {
  await syntheticBench();
}

/**
 * Without --corpus: how long each conversion of made-up files takes here (median of runs, after
 * one warm-up). Figures, not a timed test.
 */
async function syntheticBench(): Promise<void> {
  async function time(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
    await fn();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(44)} median ${samples[Math.floor(runs / 2)]!.toFixed(1).padStart(7)} ms   max ${samples.at(-1)!.toFixed(1).padStart(7)} ms`,
    );
  }

  const js = { soffice: undefined, sofficeTimeoutMs: 60_000 };
  const png = makePng(40, 30);
  const bigPng = makePng(560, 560); // 313,600 pixels: pdf-lib decodes and re-encodes every one
  const jpeg = makeJpeg();
  const pdf = await makePdf(Array.from({ length: 20 }, (_, i) => `Page ${i + 1}`));
  const docx = await makeDocx();

  console.log(
    `PNG ${png.length} B, large PNG ${bigPng.length} B, JPEG ${jpeg.length} B, PDF ${pdf.length} B (20 pages), DOCX ${docx.length} B`,
  );
  await time('PNG (40x30) -> PDF', 20, () => convertDocument(png, 'a.png', js));
  await time(`PNG (560x560, ${(bigPng.length / 1024).toFixed(0)} KB) -> PDF`, 10, () =>
    convertDocument(bigPng, 'a.png', js),
  );
  await time('JPEG -> PDF', 20, () => convertDocument(jpeg, 'a.jpg', js));
  await time('PDF (20 pages) re-saved', 20, () => convertDocument(pdf, 'a.pdf', js));
  await time('DOCX -> PDF (mammoth + pdf-lib)', 20, () => convertDocument(docx, 'a.docx', js));
  const soffice = findSoffice();
  if (soffice)
    await time('DOCX -> PDF (LibreOffice)', 3, () =>
      convertDocument(docx, 'a.docx', { soffice, sofficeTimeoutMs: 60_000 }),
    );
  else console.log('DOCX -> PDF (LibreOffice)                    skipped: soffice is not on PATH');
  const attachments = [{ label: 'Upload a document', fileName: 'a.pdf', pdf }];
  await time('application PDF (answers + 20-page document)', 10, () =>
    renderApplicationPdf({
      answers: { first_name: 'Ada', last_name: 'Lovelace' },
      view: {},
      language: 'en',
      documents: { additional_info_doc: 'a.pdf' },
      username: 'ada@example.edu',
      submittedAt: new Date(),
      applicantId: '00000000-0000-4000-8000-000000000000',
      status: 'submitted' as const,
      attachments,
    }),
  );

  // Issue 8, item 5: the application PDF of a fully answered application (the engine's fixture,
  // every repeater entry shown) with three attachments: a 560x560 PNG card, a DOCX essay and a
  // 20-page PDF, each as the conversion above left it. The definitions have two file questions,
  // so the third attachment repeats the second question's label; the renderer takes any list.
  const { completeApplication } = await import('../../src/engine/fixtures/complete-application');
  const { documentQuestions } = await import('../../src/engine');
  async function converted(bytes: Buffer, fileName: string): Promise<Buffer> {
    const result = await convertDocument(bytes, fileName, js);
    if (!result.ok) throw new Error(`${fileName}: ${result.message}`);
    return result.pdf;
  }
  const [card, extra] = documentQuestions();
  const threeAttachments = [
    { label: card!.label, fileName: 'card.png', pdf: await converted(bigPng, 'card.png') },
    { label: extra!.label, fileName: 'essay.docx', pdf: await converted(docx, 'essay.docx') },
    {
      label: extra!.label,
      fileName: 'transcript.pdf',
      pdf: await converted(pdf, 'transcript.pdf'),
    },
  ];
  const fullInput = {
    answers: completeApplication(),
    view: {},
    documents: { [card!.key]: 'card.png', [extra!.key]: 'essay.docx' },
    username: 'alex.rivera@example.com',
    submittedAt: new Date(),
    applicantId: '00000000-0000-4000-8000-000000000000',
    status: 'submitted' as const,
    attachments: threeAttachments,
    language: 'en' as const,
  };
  const fullPdf = await renderApplicationPdf(fullInput);
  console.log(`complete application PDF: ${(fullPdf.length / 1024).toFixed(0)} KB`);
  await time('application PDF (complete + 3 attachments)', 10, () =>
    renderApplicationPdf(fullInput),
  );
}
