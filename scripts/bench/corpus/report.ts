import type { ChildReply } from './child';
import type { Result, Verdict } from './verdict';

export interface FileRun {
  file: string;
  bytes: number;
  withoutLo: { reply: ChildReply | undefined; verdict: Verdict };
  withLo: { reply: ChildReply | undefined; verdict: Verdict } | undefined;
}

const RESULTS: Result[] = [
  'accepted-correct',
  'accepted-wrong',
  'refused-clear',
  'refused-wrong',
  'crash/hang',
];

type Run = { reply: ChildReply | undefined; verdict: Verdict };

function countRow(label: string, runs: Run[]): string {
  const counts = RESULTS.map((r) => runs.filter((run) => run.verdict.result === r).length);
  return `| ${label} | ${runs.length} | ${counts.join(' | ')} |`;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function timingRow(label: string, runs: Run[]): string {
  const ms = runs.map((r) => r.reply?.ms ?? Infinity).sort((a, b) => a - b);
  const stall = Math.max(...runs.map((r) => r.reply?.stallMs ?? Infinity));
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'limit');
  return `| ${label} | ${f(quantile(ms, 0.5))} | ${f(quantile(ms, 0.9))} | ${f(ms.at(-1)!)} | ${f(stall)} |`;
}

function tables(runs: FileRun[], withLo: boolean): string[] {
  const types = ['docx', 'png', 'jpeg', 'pdf'];
  const of = (type: string) => runs.filter((r) => r.file.startsWith(`${type}/`));
  const lo = runs.flatMap((r) => (r.withLo ? [r.withLo] : []));
  return [
    '| type | files | accepted-correct | accepted-wrong | refused-clear | refused-wrong | crash/hang |',
    '|---|---|---|---|---|---|---|',
    ...types.map((t) =>
      countRow(
        t,
        of(t).map((r) => r.withoutLo),
      ),
    ),
    countRow(
      'all (no LibreOffice)',
      runs.map((r) => r.withoutLo),
    ),
    ...(withLo ? [countRow('docx with LibreOffice', lo)] : []),
    '',
    '| type | median ms | p90 ms | max ms | longest event-loop stall ms |',
    '|---|---|---|---|---|',
    ...types.map((t) =>
      timingRow(
        t,
        of(t).map((r) => r.withoutLo),
      ),
    ),
    timingRow(
      'all (no LibreOffice)',
      runs.map((r) => r.withoutLo),
    ),
    ...(withLo ? [timingRow('docx with LibreOffice', lo)] : []),
  ];
}

export function printSummary(runs: FileRun[], withLo: boolean): void {
  console.log(tables(runs, withLo).join('\n'));
  for (const run of runs)
    for (const [label, r] of [
      ['', run.withoutLo],
      [' (LibreOffice)', run.withLo],
    ] as const)
      if (r && (r.verdict.result === 'accepted-wrong' || r.verdict.result === 'refused-wrong'))
        console.log(`${r.verdict.result}: ${run.file}${label}: ${r.verdict.note}`);
}

const METHOD = `Each file of the corpus (\`../shared/corpus/documents\`, sources in its SOURCES.md) is sent to a child process, one at a time, under the name \`upload.<its extension>\`, with a ${120} s limit; the child converts it as the server's worker does, with \`convertDocument\` in a task-pool thread under the default limits (\`src/server/jobs/task-pool.ts\`), and measures the time that takes (the first file includes the thread's start) and the longest delay of its own event loop, which stands for the server's, meanwhile (\`monitorEventLoopDelay\`, 10 ms resolution: 10-20 ms means no stall; on a shared 2-core machine a busy LibreOffice process also delays the loop). With LibreOffice on PATH, the DOCX files are converted once more with it, first.

How a result is judged (\`scripts/bench/corpus/\`): the expectation is BASELINE.md's verdict where that verdict was right (accepted-correct, or a refusal that was right and clear), and the outcome written in \`expected.ts\` for every file the baseline got wrong. A refusal is *clear* when its message is the expected one (for a damaged picture, both decoding it and calling it damaged are right); any other refusal is *refused-wrong*. An accepted file is *correct* when all its checks pass: \`qpdf --check\` exits 0; pictures give one page that is not blank, and EXIF-rotated photos render (pdftoppm, 48x48 grey) like their orientation-1 twin, or like the stored pixels turned by sharp; PDFs keep the input's page count, every word pdftotext reads from the input, and /OCProperties; DOCX keep Word's page count (BASELINE's LibreOffice pages), print no deleted tracked text and moved text once, and on the fallback path show every word, picture and character LibreOffice shows.`;

export function writeReport(runs: FileRun[], soffice: string | undefined): string {
  const cell = (r: Run | undefined) =>
    r
      ? `${r.verdict.result} ${r.reply ? r.reply.ms.toFixed(0) : '-'} ms, stall ${r.reply ? r.reply.stallMs.toFixed(0) : '-'} ms, ${r.verdict.pages ?? '-'} p`
      : '';
  const rows = runs.map((run) => {
    const js = run.withoutLo;
    const note = [
      js.verdict.note,
      run.withLo?.verdict.note && `LibreOffice: ${run.withLo.verdict.note}`,
    ]
      .filter(Boolean)
      .join('; ')
      .replaceAll('|', '\\|');
    return `| ${run.file} | ${run.bytes} | ${js.verdict.result} | ${js.reply?.ms.toFixed(0) ?? '-'} | ${js.reply?.stallMs.toFixed(0) ?? '-'} | ${js.reply?.outBytes ?? ''} | ${js.verdict.pages ?? ''} | ${js.verdict.qpdf ?? ''} | ${cell(run.withLo)} | ${note} |`;
  });
  return [
    '# Document conversion against the real-world corpus',
    '',
    `Written by \`npm run bench:documents -- --corpus ../shared/corpus/documents${soffice ? '' : ' --no-libreoffice'}\` on ${new Date().toISOString().slice(0, 10)}; LibreOffice: ${soffice ?? 'not installed'}. Compare with the corpus's BASELINE.md (the same files before issue 15).`,
    '',
    METHOD,
    '',
    ...(soffice
      ? []
      : [
          'Run without LibreOffice: there is no LibreOffice output to compare the fallback with, so its DOCX are checked only for qpdf, page count and tracked text; pictures, characters and missing text are not checked. The run with LibreOffice (docs/document-corpus.md) judges the fallback fully.',
          '',
        ]),
    '## Counts and timing',
    '',
    ...tables(runs, Boolean(soffice)),
    '',
    '## Every file',
    '',
    '| file | bytes | result (no LibreOffice) | ms | stall ms | out bytes | pages | qpdf | with LibreOffice | note |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
