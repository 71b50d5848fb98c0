import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findOnPath, runTool, ToolError } from './run-tool';

/** The full path of LibreOffice's `soffice` on PATH, or undefined when it is not installed. */
export function findSoffice(path = process.env.PATH ?? ''): string | undefined {
  return findOnPath('soffice', path);
}

/** The line the server logs at start, so an operator sees which DOCX converter is in use. */
export function describeDocxPath(soffice: string | undefined): string {
  return soffice
    ? `DOCX documents are converted by LibreOffice (${soffice}).`
    : 'DOCX documents are converted by the built-in fallback (LibreOffice is not in use): charts, shapes, drawings and exact Word layout are not kept. Install libreoffice-writer-nogui or set SOFFICE.';
}

export class SofficeError extends ToolError {}

/**
 * DOCX to PDF with LibreOffice headless. Each run gets its own folder and profile (two
 * LibreOffice processes sharing a profile block each other), a deadline after which the whole
 * process group is killed, and proxy settings that point nowhere, so a document that links
 * to a remote resource cannot make the server fetch it.
 */
export async function sofficeToPdf(
  soffice: string,
  docx: Buffer,
  timeoutMs: number,
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'soffice-'));
  try {
    const input = join(dir, 'input.docx');
    await writeFile(input, docx, { mode: 0o600 });
    const nowhere = 'http://127.0.0.1:9';
    const { code } = await runTool(
      soffice,
      [
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        '--nologo',
        `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      {
        timeoutMs,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          http_proxy: nowhere,
          https_proxy: nowhere,
          HTTP_PROXY: nowhere,
          HTTPS_PROXY: nowhere,
          no_proxy: '',
        },
      },
    );
    if (code !== 0) throw new SofficeError(`LibreOffice exited with code ${code}.`);
    return await readFile(join(dir, 'input.pdf')).catch(() => {
      throw new SofficeError('LibreOffice wrote no PDF.');
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
