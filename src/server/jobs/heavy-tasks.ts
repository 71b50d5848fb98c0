import type { DefinitionFileMap } from '../../engine';
import type { ConversionOptions, ConversionResult } from '../documents/convert-document';
import type { ApplicationPdfInput } from '../pdf/application-document';
import type { TaskPool } from './task-pool';

/** A buffer that crossed a thread (structured clone gives a plain Uint8Array) as a Buffer. */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The tasks the pool's threads run. Each loads its code on first use inside the thread, so
 * the server's own thread never loads pdf-lib or mammoth for them.
 */
export const tasks = {
  async convertDocument(input: {
    bytes: Uint8Array;
    fileName: string;
    options: ConversionOptions;
  }): Promise<ConversionResult> {
    const { convertDocument } = await import('../documents/convert-document');
    return convertDocument(asBuffer(input.bytes), input.fileName, input.options);
  },
  async renderApplicationPdf({ definitions, ...input }: ApplicationPdfTask): Promise<Buffer> {
    const { renderApplicationPdf } = await import('../pdf/application-document');
    const { definitionSetOf, activateDefinitions } = await import('../../engine');
    // A thread runs one task at a time: the application's own form version is the active set.
    activateDefinitions(definitionSetOf(definitions));
    return renderApplicationPdf({
      ...input,
      attachments: input.attachments.map((a) => ({ ...a, pdf: asBuffer(a.pdf) })),
    });
  },
};

export const HEAVY_TASKS = new URL(import.meta.url);

/** `convertDocument` in one of the pool's threads. */
export async function convertInThread(
  pool: TaskPool,
  bytes: Buffer,
  fileName: string,
  options: ConversionOptions,
): Promise<ConversionResult> {
  const result = await pool.run<ConversionResult>('convertDocument', { bytes, fileName, options });
  return result.ok ? { ...result, pdf: asBuffer(result.pdf) } : result;
}

/** An application PDF to render, with the files of the form version it was answered on. */
export interface ApplicationPdfTask extends ApplicationPdfInput {
  definitions: DefinitionFileMap;
}

/** `renderApplicationPdf` in one of the pool's threads. */
export async function renderInThread(pool: TaskPool, input: ApplicationPdfTask): Promise<Buffer> {
  return asBuffer(await pool.run<Uint8Array>('renderApplicationPdf', input));
}
