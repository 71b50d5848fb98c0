import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { findSoffice } from '../../../src/server/documents/soffice';
import type { ChildReply } from './child';
import { ChildRunner } from './child-runner';
import { expectationFor, parseBaseline } from './expected';
import { printSummary, writeReport, type FileRun } from './report';
import { judge } from './verdict';

const TYPES = ['docx', 'png', 'jpeg', 'pdf'] as const;
/** As in BASELINE.md: a file not settled within this is a hang. */
const LIMIT_MS = 120_000;

interface Conversion {
  reply: ChildReply | undefined;
  output: string;
}

async function convertAll(
  runner: ChildRunner,
  corpus: string,
  files: string[],
  soffice: string | undefined,
  dir: string,
): Promise<Map<string, Conversion>> {
  mkdirSync(dir, { recursive: true });
  const results = new Map<string, Conversion>();
  for (const file of files) {
    const output = join(dir, `${file.replace('/', '__')}.pdf`);
    // A short name of the same type: the spec's 32-character name limit is not under test.
    const name = `upload${extname(file)}`;
    const reply = await runner.convert({ file: join(corpus, file), name, soffice, output });
    results.set(file, { reply, output });
    process.stdout.write(reply ? '.' : 'x');
  }
  process.stdout.write('\n');
  return results;
}

/** `npm run bench:documents -- --corpus DIR`: see docs/document-corpus.md for the method. */
export async function runCorpusBench(
  corpus: string,
  reportPath: string,
  useLibreOffice: boolean,
): Promise<void> {
  const baseline = parseBaseline(readFileSync(join(corpus, 'BASELINE.md'), 'utf8'));
  const files = TYPES.flatMap((type) =>
    readdirSync(join(corpus, type))
      .sort()
      .map((name) => `${type}/${name}`),
  );
  for (const file of files) {
    const row = baseline.get(file);
    if (!row) throw new Error(`${file} is not in BASELINE.md`);
    expectationFor(row); // every file has an expectation before anything runs
  }
  const work = mkdtempSync(join(tmpdir(), 'bench-documents-'));
  const runner = new ChildRunner(LIMIT_MS);
  try {
    const soffice = useLibreOffice ? findSoffice() : undefined;
    const docx = files.filter((f) => f.startsWith('docx/'));
    console.log(`${files.length} files; LibreOffice: ${soffice ?? 'not installed'}`);
    const withLo = soffice
      ? await convertAll(runner, corpus, docx, soffice, join(work, 'lo'))
      : undefined;
    const withoutLo = await convertAll(runner, corpus, files, undefined, join(work, 'js'));

    // Pictures whose right orientation is not another corpus file: the expected picture,
    // turned by sharp from the stored pixels, converted like any upload.
    const references = new Map<string, string>();
    for (const file of files) {
      const row = baseline.get(file);
      const expectation = row && expectationFor(row);
      if (expectation?.kind === 'accept' && expectation.sameAs)
        references.set(file, withoutLo.get(expectation.sameAs)!.output);
      if (expectation?.kind === 'accept' && expectation.rotate) {
        const turned = join(work, `${file.replace('/', '__')}.reference.png`);
        await sharp(join(corpus, file)).rotate(expectation.rotate).png().toFile(turned);
        const output = `${turned}.pdf`;
        await runner.convert({ file: turned, name: 'upload.png', soffice: undefined, output });
        references.set(file, output);
      }
    }

    const runs: FileRun[] = [];
    for (const file of files) {
      const row = baseline.get(file)!;
      const expectation = expectationFor(row);
      const input = join(corpus, file);
      const bytes = readFileSync(input).length;
      const base = { file, input, row, expectation, reference: references.get(file) };
      const js = withoutLo.get(file)!;
      const lo = withLo?.get(file);
      runs.push({
        file,
        bytes,
        withoutLo: {
          reply: js.reply,
          verdict: await judge({
            ...base,
            ...js,
            withLibreOffice: false,
            libreOfficeOutput: lo?.output,
          }),
        },
        withLo: lo && {
          reply: lo.reply,
          verdict: await judge({ ...base, ...lo, withLibreOffice: true }),
        },
      });
    }
    printSummary(runs, Boolean(soffice));
    writeFileSync(reportPath, writeReport(runs, soffice));
    console.log(`written: ${reportPath}`);
  } finally {
    runner.close();
    rmSync(work, { recursive: true, force: true });
  }
}
