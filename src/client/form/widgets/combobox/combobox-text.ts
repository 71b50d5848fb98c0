import { withoutBlank, type Option } from '../../../../engine';
import { t } from '../../../i18n/translate';

/** "{n} result(s) available" (spec section 8), in the language read. */
export function resultsAvailable(count: number): string {
  return t('select.results', { count });
}

/** What the live region says while the list is open. */
export function statusText(open: boolean, loading: boolean, count: number): string {
  if (!open) return '';
  if (loading) return t('select.loading');
  return count === 0 ? t('select.noOptions') : resultsAvailable(count);
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
