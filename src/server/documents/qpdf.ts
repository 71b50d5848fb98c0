import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from './run-tool';

export type QpdfResult = { ok: true; pdf: Buffer } | { ok: false; reason: 'encrypted' | 'broken' };

/**
 * qpdf opens what a PDF reader opens without asking: files with only an owner password or an
 * empty user password (RC4 or AES, any revision) come out decrypted. It also draws filled form
 * values that rely on NeedAppearances (--generate-appearances) and then flattens every
 * annotation with an appearance into the page (--flatten-annotations=all), so what the
 * applicant typed into a form is part of the page and no longer a live field. Exit code 3 is
 * "succeeded with warnings" (a repaired cross-reference table, for instance).
 */
export async function qpdfNormalise(
  qpdf: string,
  pdf: Buffer,
  timeoutMs: number,
): Promise<QpdfResult> {
  const dir = await mkdtemp(join(tmpdir(), 'qpdf-'));
  try {
    const input = join(dir, 'input.pdf');
    const output = join(dir, 'output.pdf');
    await writeFile(input, pdf, { mode: 0o600 });
    const { code, stderr } = await runTool(
      qpdf,
      [
        '--password=',
        '--decrypt',
        '--generate-appearances',
        '--flatten-annotations=all',
        '--',
        input,
        output,
      ],
      { timeoutMs, env: { PATH: process.env.PATH } },
    );
    if (code === 0 || code === 3) return { ok: true, pdf: await readFile(output) };
    return { ok: false, reason: /invalid password/i.test(stderr) ? 'encrypted' : 'broken' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
