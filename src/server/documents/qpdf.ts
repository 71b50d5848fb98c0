import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from './run-tool';

export type QpdfResult = { ok: true; pdf: Buffer } | { ok: false; reason: 'encrypted' | 'broken' };

/**
 * Opens what a PDF reader opens without asking: files with only an owner password or an empty
 * user password (RC4 or AES, any revision, with or without an /ID) come out decrypted.
 */
export const DECRYPT = ['--password=', '--decrypt'];

/**
 * Flattens every annotation with an appearance into its page, so what the applicant typed into
 * a form is part of the page and no longer a live field that a reader may redraw, or a later
 * copy may drop. (qpdf's own --generate-appearances is not used: it draws a blank selected row
 * at the top of every list box, pushing the last entry out.)
 */
export const FLATTEN_FORMS = ['--flatten-annotations=all'];

/**
 * One qpdf run over `pdf`. Exit code 3 is "succeeded with warnings" (a repaired cross-reference
 * table, for instance); anything else is a file qpdf cannot open, for want of a password or
 * because it is damaged.
 */
export async function qpdf(
  command: string,
  pdf: Buffer,
  args: string[],
  timeoutMs: number,
): Promise<QpdfResult> {
  const dir = await mkdtemp(join(tmpdir(), 'qpdf-'));
  try {
    const input = join(dir, 'input.pdf');
    const output = join(dir, 'output.pdf');
    await writeFile(input, pdf, { mode: 0o600 });
    const { code, stderr } = await runTool(command, [...args, '--', input, output], {
      timeoutMs,
      env: { PATH: process.env.PATH },
    });
    if (code === 0 || code === 3) return { ok: true, pdf: await readFile(output) };
    return { ok: false, reason: /invalid password/i.test(stderr) ? 'encrypted' : 'broken' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
