import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { parseXml } from '../../../src/server/documents/parse-xml';

/**
 * The automatic checks bench:documents applies to an accepted file's PDF, with poppler-utils
 * and qpdf: each returns a problem in words, or undefined when the output passes.
 */

/** `qpdf --check`'s exit code: 0 good, 2 errors, 3 warnings. */
export function qpdfCheck(pdf: string): number {
  return spawnSync('qpdf', ['--check', pdf], { stdio: 'ignore' }).status ?? 2;
}

/** Page count of a PDF that opens without a password (qpdf, so owner-only files count too). */
export function pageCount(pdf: string): number | undefined {
  const run = spawnSync('qpdf', ['--password=', '--show-npages', pdf], { encoding: 'utf8' });
  return run.status === 0 || run.status === 3 ? Number(run.stdout.trim()) : undefined;
}

export function text(pdf: string): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  return (run.stdout ?? '').normalize('NFKC');
}

export function words(value: string): Set<string> {
  return new Set(value.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []);
}

/**
 * Words of `reference` that `output` does not contain. Spaces are ignored on the output side, so
 * a word one converter splits at a line end or another runs into its neighbour still counts.
 */
export function missingWords(reference: string, output: string): string[] {
  const flat = output.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return [...words(reference)].filter((w) => !flat.includes(w));
}

export function imageCount(pdf: string): number {
  const run = spawnSync('pdfimages', ['-list', pdf], { encoding: 'utf8' });
  return Math.max(0, (run.stdout ?? '').trim().split('\n').length - 2);
}

/** Whether a PDF's catalog names /OCProperties (qpdf's JSON view, decrypting if it can). */
export function hasLayers(pdf: string): boolean {
  const run = spawnSync('qpdf', ['--password=', '--json', '--json-key=objects', pdf], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return (run.stdout ?? '').includes('"/OCProperties"');
}

/** The first page rendered small and grey, as raw pixels with its size. */
export async function render(
  pdf: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const png = execFileSync('pdftoppm', ['-r', '20', '-gray', '-png', '-singlefile', pdf]);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute grey difference of two renders, both brought to 48x48. */
export async function renderDifference(a: string, b: string): Promise<number> {
  const small = async (pdf: string) => {
    const page = await render(pdf);
    return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
      .resize(48, 48, { fit: 'fill' })
      .raw()
      .toBuffer();
  };
  const [x, y] = [await small(a), await small(b)];
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/** Whether the first page is one flat colour (a picture that came out blank). */
export async function isBlank(pdf: string): Promise<boolean> {
  const page = await render(pdf);
  const { channels } = await sharp(page.data, {
    raw: { width: page.width, height: page.height, channels: 1 },
  }).stats();
  return channels[0]!.stdev < 0.5;
}

/**
 * Text a DOCX's tracked changes removed (w:delText) or moved away (w:moveFrom), which an
 * output with the changes accepted must not print (deleted) or print twice (moved).
 */
export async function trackedText(docx: string): Promise<{ deleted: string[]; moved: string[] }> {
  const zip = await JSZip.loadAsync(readFileSync(docx));
  const deleted: string[] = [];
  const moved: string[] = [];
  for (const name of Object.keys(zip.files).filter((n) => /^word\/[^/]+\.xml$/.test(n))) {
    const doc = parseXml(await zip.file(name)!.async('string'));
    for (const element of Array.from(doc.getElementsByTagName('w:delText')))
      if ((element.textContent ?? '').trim().length >= 4) deleted.push(element.textContent!.trim());
    for (const element of Array.from(doc.getElementsByTagName('w:moveFrom'))) {
      const content = (element.textContent ?? '').trim();
      if (content.length >= 4) moved.push(content);
    }
  }
  return { deleted, moved };
}

export function occurrences(haystack: string, needle: string): number {
  const flat = (value: string) => value.replace(/\s+/g, ' ');
  return flat(haystack).split(flat(needle)).length - 1;
}
