// Year lists (spec section 3): a blank first, then count years from start going back or forward.
import type { Option } from '../types';
import { BLANK_OPTION } from './blank-option';

export interface YearsOptions {
  /** First year listed; the current year when left out. */
  start?: number;
  count: number;
  direction: 'past' | 'future';
  /** Clock for the default start (tests pass a fixed date). */
  now?: Date;
}

export function generateYears({
  start,
  count,
  direction,
  now = new Date(),
}: YearsOptions): Option[] {
  const first = start ?? now.getFullYear();
  const step = direction === 'past' ? -1 : 1;
  const years: Option[] = [{ ...BLANK_OPTION }];
  for (let i = 0; i < count; i++) {
    const year = String(first + i * step);
    years.push({ label: year, value: year });
  }
  return years;
}
