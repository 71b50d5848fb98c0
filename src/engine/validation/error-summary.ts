// The validation error summary (spec section 2): one entry per message, linked to the question
// as /{page}#{key}, in the order of the pages and of the questions on them.
import { pageOfKey, pageQuestionKeys } from '../definitions/page-keys';
import { isAnswerKey } from '../model/answer-keys';
import { pages } from '../definitions/pages';
import { perDefinitions } from '../definitions/active-definitions';
import { PAGE_IDS, type ErrorMap, type PageId } from '../types';

export interface SummaryEntry {
  page: PageId;
  key: string;
  message: string;
  href: string;
}

/** A developer-only problem in the definitions (spec section 8: the configuration error). */
export class FormConfigError extends Error {
  override name = 'FormConfigError';
}

/** Each question key's place in the application: pages in step order, questions as shown. */
const questionOrder = perDefinitions(() => {
  const order = new Map<string, number>();
  let position = 0;
  for (const pageId of PAGE_IDS) {
    for (const key of pageQuestionKeys(pageId)) order.set(key, position++);
  }
  return order;
});

export interface SummaryOptions {
  /** On a developer's machine: throw on keys of no page or not in the data model. */
  strict?: boolean;
}

export function errorSummary(errors: ErrorMap, options: SummaryOptions = {}): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  const seen = new Set<string>();
  for (const [key, messages] of Object.entries(errors)) {
    const page = pageOfKey(key);
    if (!page || !isAnswerKey(key)) {
      if (options.strict) {
        throw new FormConfigError(
          `Error summary: "${key}" is not a question of any page or not in the data model.`,
        );
      }
      continue;
    }
    for (const message of messages) {
      const id = `${key}\u0000${message}`;
      if (seen.has(id)) continue;
      seen.add(id);
      entries.push({ page, key, message, href: `/${page}#${key}` });
    }
  }
  const order = questionOrder();
  const rank = (key: string) => order.get(key.replace(/_desc$/, '')) ?? Number.MAX_SAFE_INTEGER;
  return entries.sort((a, b) => rank(a.key) - rank(b.key));
}

export interface SummaryGroup {
  page: PageId;
  /** The page's name ("About You"). */
  title: string;
  entries: SummaryEntry[];
}

/** The entries under their page's name (issue 30), the page on screen first, then step order. */
export function summaryGroups(entries: readonly SummaryEntry[], current?: PageId): SummaryGroup[] {
  const order = current ? [current, ...PAGE_IDS.filter((id) => id !== current)] : PAGE_IDS;
  return order.flatMap((page) => {
    const own = entries.filter((entry) => entry.page === page);
    return own.length > 0 ? [{ page, title: pages[page].title, entries: own }] : [];
  });
}
