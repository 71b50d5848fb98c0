// Issue 14: an entry term or entry year already begun should no longer be offered. Term codes
// are YYYY plus SP, SU, FA or WI (as in lists.json's entryTerms); a term counts as begun from
// the first day of its first month.
import { pointerOf } from './problem';

type Report = (file: string, pointer: string, message: string) => void;

const TERM_START_MONTH: Readonly<Record<string, number>> = { WI: 1, SP: 1, SU: 6, FA: 9 };
const TERM = /^(\d{4})(WI|SP|SU|FA)$/;

/** True when the term code names a term whose start lies before `now`. */
export function termHasBegun(code: string, now: Date): boolean {
  const match = TERM.exec(code);
  if (!match) return false;
  const start = Date.UTC(Number(match[1]), (TERM_START_MONTH[match[2] ?? ''] ?? 1) - 1, 1);
  return start < now.getTime();
}

interface Option {
  label?: unknown;
  value?: unknown;
}

/** Every option of the named lists (lists.json) whose term code or entry year is past. */
export function checkPastOptions(file: string, lists: unknown, now: Date, report: Report): void {
  if (lists === null || typeof lists !== 'object') return;
  for (const [name, list] of Object.entries(lists as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    const entryYears = /^entry/i.test(name);
    list.forEach((option: Option, i) => {
      const value = typeof option?.value === 'string' ? option.value : '';
      const pastYear = entryYears && /^\d{4}$/.test(value) && Number(value) < now.getUTCFullYear();
      if (termHasBegun(value, now) || pastYear)
        report(
          file,
          pointerOf(name, String(i)),
          `"${String(option.label ?? value)}" (${value}) has already begun; remove it from "${name}"`,
        );
    });
  }
}
