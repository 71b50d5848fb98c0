// The draft as the editor holds it: each file's JSON as text, 2-space formatted like the
// server's lint places its problems, and back to data once every file parses.
import type { FormFilesWire } from '../../../contracts/forms';

export type DraftTexts = Record<string, string>;

export const textOf = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

export function textsOf(files: FormFilesWire): DraftTexts {
  return Object.fromEntries(Object.entries(files).map(([file, data]) => [file, textOf(data)]));
}

/** The files as data, or the names of those whose text is not JSON (the editor marks those). */
export function filesOf(texts: DraftTexts): { files: FormFilesWire } | { unparsed: string[] } {
  const files: FormFilesWire = {};
  const unparsed: string[] = [];
  for (const [file, text] of Object.entries(texts)) {
    try {
      files[file] = JSON.parse(text) as unknown;
    } catch {
      unparsed.push(file);
    }
  }
  return unparsed.length > 0 ? { unparsed } : { files };
}
