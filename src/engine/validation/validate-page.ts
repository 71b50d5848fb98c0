// validatePage / validateApplication: the answers of a page checked against its schema, with
// messages only for questions on screen (spec section 5), and a choice the definitions no longer
// offer (issue 18). Used by browser, server and CLI.
import { pageAnswerKeys } from '../definitions/page-keys';
import { pages } from '../definitions/pages';
import { visibilityOf } from '../hiding/apply-hiding';
import { emptyValue } from '../model/answer-keys';
import { PAGE_IDS, type Answers, type ErrorMap, type PageId, type ViewState } from '../types';
import { getPageValidator } from './compiled-validators';
import { mergeErrorMaps, toErrorMap, toFieldErrors } from './errors-to-messages';
import { withdrawnChoices } from './withdrawn-choices';

/**
 * Every key of the page present: a missing answer is empty (spec: an empty answer is ''). Text
 * is judged trimmed, so a required answer of only spaces is missing (the server stores it trimmed).
 */
export function pageData(pageId: PageId, answers: Answers): Answers {
  const data: Answers = {};
  for (const key of pageAnswerKeys(pageId)) {
    const value = answers[key] ?? emptyValue(key);
    data[key] = typeof value === 'string' ? value.trim() : value;
  }
  return data;
}

export function validatePage(
  pageId: PageId,
  answers: Answers,
  now: Date = new Date(),
  view: ViewState = {},
): ErrorMap {
  const validate = getPageValidator(pageId);
  const valid = validate.call({ now }, pageData(pageId, answers));
  const withdrawn = withdrawnChoices(pageId, answers, now);
  if (valid && withdrawn.length === 0) return {};
  // Only questions on screen speak: the same visibility the page draws from.
  const { visibleKeys } = visibilityOf(pages[pageId], answers, view);
  const fieldErrors = [...(valid ? [] : toFieldErrors(validate.errors)), ...withdrawn];
  return toErrorMap(fieldErrors.filter((e) => visibleKeys.has(e.key)));
}

/** All three pages; the merged map is {} when the application can be submitted. */
export function validateApplication(
  answers: Answers,
  now: Date = new Date(),
  view: ViewState = {},
): ErrorMap {
  const maps = PAGE_IDS.map((pageId) => validatePage(pageId, answers, now, view));
  return mergeErrorMaps(...maps);
}
