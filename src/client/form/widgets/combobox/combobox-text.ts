import { withoutBlank, type Option } from '../../../../engine';

/** The select texts of spec section 8. */
export const SELECT_PLACEHOLDER = 'Select...';
export const NO_OPTIONS = 'No options';
export const LOADING = 'Loading...';

export function resultsAvailable(count: number): string {
  return `${count} result(s) available`;
}

/** What the live region says while the list is open. */
export function statusText(open: boolean, loading: boolean, count: number): string {
  if (!open) return '';
  if (loading) return LOADING;
  return count === 0 ? NO_OPTIONS : resultsAvailable(count);
}

/** Options whose label contains the typed text (any case, accents ignored); all when empty. */
export function filterOptions(options: readonly Option[], query: string): Option[] {
  const needle = fold(query.trim());
  const listed = withoutBlank(options);
  if (needle === '') return listed;
  const starts: Option[] = [];
  const contains: Option[] = [];
  for (const option of listed) {
    const label = fold(option.label);
    if (label.startsWith(needle)) starts.push(option);
    else if (label.includes(needle)) contains.push(option);
  }
  // Labels that start with the text first: typing "Can" finds Canada before Vatican.
  return [...starts, ...contains];
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
