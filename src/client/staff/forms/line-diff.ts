// A readable line diff of one file, live against draft: the changed lines with a few lines of
// context around each, numbered on both sides (jsdiff's structured patch).
import { structuredPatch } from 'diff';

export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  /** The line's number in live (removed, same) and in the draft (added, same). */
  live?: number;
  draft?: number;
  text: string;
}

const CONTEXT_LINES = 3;

/** The hunks of changed lines; none when the texts are the same. */
export function lineDiff(live: string, draft: string): DiffLine[][] {
  const { hunks } = structuredPatch('live', 'draft', live, draft, '', '', {
    context: CONTEXT_LINES,
  });
  return hunks.map((hunk) => {
    let [old, now] = [hunk.oldStart, hunk.newStart];
    return hunk.lines.flatMap((line): DiffLine[] => {
      const text = line.slice(1);
      if (line.startsWith('-')) return [{ kind: 'removed', live: old++, text }];
      if (line.startsWith('+')) return [{ kind: 'added', draft: now++, text }];
      if (line.startsWith(' ')) return [{ kind: 'same', live: old++, draft: now++, text }];
      return []; // "\ No newline at end of file"
    });
  });
}
