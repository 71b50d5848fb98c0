// Option lists in the language read (issue 32): what is alphabetical in English is shown in
// that language's alphabetical order, so a Spanish reader finds "Alemania" under A. Codes stay
// the answers; only the order of the shown options changes. Every renderer reads the lists
// from the engine, so the form, the print model and the PDF agree on it.
import type { Option } from '../types';
import { BLANK_OPTION } from './blank-option';

/**
 * Fewer options than this in alphabetical order may be so by chance ("Female", "Male",
 * "Nonbinary ..."), where the order is one of meaning and stays.
 */
const MIN_ALPHABETICAL_RUN = 5;

const byInitial = new Intl.Collator('en', { sensitivity: 'base' });
const initialOf = (label: string): string => /\p{L}/u.exec(label)?.[0] ?? '';

const collators = new Map<string, Intl.Collator>();
function collatorOf(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language)));
  return collator;
}

/**
 * The [start, end) ranges of an English list written in alphabetical order. Judged by initial
 * letters, as a reader scans such a list: the countries' "U.S. Virgin Islands" among the U's
 * does not break it, while "American Samoa" after "Wyoming" starts another group (the U.S.
 * territories after the states). The blank, options without a letter, and options pinned
 * outside a run (a "United States" first, a "Prefer not to say" last) belong to none.
 */
export function alphabeticalRuns(english: readonly Option[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  const close = (end: number) => {
    if (end - start >= MIN_ALPHABETICAL_RUN) runs.push([start, end]);
    start = end;
  };
  english.forEach((option, i) => {
    const initial = initialOf(option.label);
    if (option.value === BLANK_OPTION.value || initial === '') {
      close(i);
      start = i + 1;
      return;
    }
    const before = i > start ? initialOf(english[i - 1]!.label) : '';
    if (before !== '' && byInitial.compare(before, initial) > 0) close(i);
  });
  close(english.length);
  return runs;
}

/**
 * `options` (the list in `language`, option for option the `english` one) with each of the
 * English list's alphabetical runs sorted by `language`'s collation; the rest where it is.
 */
export function inLanguageOrder(
  options: readonly Option[],
  english: readonly Option[],
  language: string,
): readonly Option[] {
  if (language === 'en' || options.length !== english.length) return options;
  const collator = collatorOf(language);
  const ordered = [...options];
  for (const [start, end] of alphabeticalRuns(english)) {
    const run = ordered.slice(start, end).sort((a, b) => collator.compare(a.label, b.label));
    ordered.splice(start, run.length, ...run);
  }
  return ordered;
}
