import { existsSync } from 'node:fs';
import {
  hasLayers,
  imageCount,
  isBlank,
  missingWords,
  occurrences,
  pageCount,
  qpdfCheck,
  renderDifference,
  text,
  trackedText,
} from './checks';
import type { ChildReply } from './child';
import { type BaselineRow, type Expectation, UNCLEAR } from './expected';

export type Result =
  'accepted-correct' | 'accepted-wrong' | 'refused-clear' | 'refused-wrong' | 'crash/hang';

export interface Verdict {
  result: Result;
  note: string;
  pages?: number;
  qpdf?: number;
}

export interface Case {
  file: string;
  input: string;
  row: BaselineRow;
  expectation: Expectation;
  reply: ChildReply | undefined;
  output: string;
  withLibreOffice: boolean;
  /** The same file's PDF from LibreOffice, when this is the fallback run and one was made. */
  libreOfficeOutput?: string;
  /** The PDF that a correctly oriented picture must look like (a converted reference). */
  reference?: string;
}

/** Differences a right output may show from its reference render (0-255 grey, 48x48). */
const SAME_PICTURE = 12;

async function problems(c: Case, pages: number | undefined, qpdf: number): Promise<string[]> {
  const found: string[] = [];
  const type = c.file.split('/')[0];
  if (qpdf !== 0) found.push(`qpdf --check exit ${qpdf}`);
  if (type === 'png' || type === 'jpeg') {
    if (pages !== 1) found.push(`${pages} pages`);
    if (await isBlank(c.output)) found.push('blank page');
    if (c.reference) {
      const difference = await renderDifference(c.output, c.reference);
      if (difference > SAME_PICTURE)
        found.push(`not upright: differs from the expected picture by ${difference.toFixed(0)}`);
    }
  }
  if (type === 'pdf') {
    const expected = c.row.pages ?? pageCount(c.input);
    if (expected !== undefined && pages !== expected)
      found.push(`${pages} pages, input ${expected}`);
    const missing = missingWords(text(c.input), text(c.output));
    if (missing.length > 0) found.push(`text lost: ${missing.slice(0, 5).join(', ')}`);
    if (hasLayers(c.input) && !hasLayers(c.output))
      found.push('layer settings (/OCProperties) lost');
  }
  if (type === 'docx') {
    if (c.row.loPages !== undefined && pages !== c.row.loPages)
      found.push(`${pages} pages, Word/LibreOffice ${c.row.loPages}`);
    const out = text(c.output);
    const { deleted, moved } = await trackedText(c.input);
    for (const phrase of deleted)
      if (occurrences(out, phrase) > 0) found.push(`deleted text printed: "${phrase}"`);
    for (const phrase of moved)
      if (occurrences(out, phrase) > 1) found.push(`moved text printed twice: "${phrase}"`);
    if (c.libreOfficeOutput && existsSync(c.libreOfficeOutput)) {
      const reference = text(c.libreOfficeOutput);
      const missing = missingWords(reference, out);
      if (missing.length > 0)
        found.push(`text LibreOffice shows is missing: ${missing.slice(0, 5).join(', ')}`);
      const questions = (s: string) => (s.match(/\?/g) ?? []).length;
      if (questions(out) > questions(reference)) found.push('characters printed as "?"');
      const [pictures, expectedPictures] = [imageCount(c.output), imageCount(c.libreOfficeOutput)];
      if (pictures < expectedPictures)
        found.push(`${pictures} pictures, LibreOffice ${expectedPictures}`);
    }
  }
  return found;
}

/** Compares one conversion with what the file should become. */
export async function judge(c: Case): Promise<Verdict> {
  if (!c.reply)
    return { result: 'crash/hang', note: 'no answer within the limit, or the process died' };
  const { expectation } = c;
  if (!c.reply.ok) {
    const message = c.reply.message;
    const fine = expectation.kind !== 'accept' && expectation.messages.includes(message);
    const note = `${message === UNCLEAR ? 'unclear: ' : ''}"${message}"`;
    return { result: fine ? 'refused-clear' : 'refused-wrong', note };
  }
  const qpdf = qpdfCheck(c.output);
  const pages = pageCount(c.output);
  if (expectation.kind === 'refuse')
    return { result: 'accepted-wrong', note: 'should be refused', pages, qpdf };
  const found = await problems(c, pages, qpdf);
  return {
    result: found.length === 0 ? 'accepted-correct' : 'accepted-wrong',
    note: found.join('; '),
    pages,
    qpdf,
  };
}
