import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The full path of LibreOffice's `soffice` on PATH, or undefined when it is not installed. */
export function findSoffice(path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'soffice');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

export class SofficeError extends Error {}

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
    const child = spawn(
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
        detached: true,
        stdio: 'ignore',
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
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
        reject(new SofficeError(`LibreOffice took longer than ${timeoutMs} ms.`));
      }, timeoutMs);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new SofficeError(error.message));
      });
      child.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    if (code !== 0) throw new SofficeError(`LibreOffice exited with code ${code}.`);
    return await readFile(join(dir, 'input.pdf')).catch(() => {
      throw new SofficeError('LibreOffice wrote no PDF.');
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
