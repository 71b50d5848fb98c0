import { readFile, writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { convertDocument } from '../../../src/server/documents/convert-document';

/**
 * The converting side of bench:documents, in a child process so a file that hangs or kills its
 * process cannot stop the run. It converts in-process, as the in-process worker does, and
 * reports how long the event loop was stalled meanwhile.
 */
export interface ChildRequest {
  file: string;
  name: string;
  soffice: string | undefined;
  output: string;
}

export interface ChildReply {
  ok: boolean;
  message: string;
  ms: number;
  /** Longest event-loop delay while converting (monitorEventLoopDelay, 10 ms resolution). */
  stallMs: number;
  outBytes: number;
}

process.on('message', (request: ChildRequest) => {
  void (async () => {
    const bytes = await readFile(request.file);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const result = await convertDocument(bytes, request.name, {
      soffice: request.soffice,
      sofficeTimeoutMs: 60_000,
    });
    const ms = performance.now() - started;
    delay.disable();
    if (result.ok) await writeFile(request.output, result.pdf);
    const reply: ChildReply = {
      ok: result.ok,
      message: result.ok ? result.method : result.message,
      ms,
      stallMs: delay.max / 1e6,
      outBytes: result.ok ? result.pdf.length : 0,
    };
    process.send?.(reply);
  })();
});
