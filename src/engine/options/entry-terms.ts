// The entry terms staff filter and count by: the options of the question site.json's
// `staffList.entryTermKey` names, shared by the list's filter and the dashboard.
import { pages } from '../definitions/pages';
import { pageOfKey } from '../definitions/page-keys';
import { site } from '../definitions/site';
import { nodesUnder } from '../definitions/nodes-under';
import type { Option, QuestionNode } from '../types';
import { withoutBlank } from './blank-option';
import { questionOptions } from './question-options';

/**
 * The entry terms the filter offers: the options of the question site.json's
 * `staffList.entryTermKey` names, as applicants see them (blank option left out).
 */
export function entryTermOptions(key: string = site.staffList.entryTermKey): readonly Option[] {
  const pageId = pageOfKey(key);
  if (!pageId) return [];
  const question = nodesUnder(pages[pageId].nodes).find(
    (node): node is QuestionNode => node.kind === 'question' && node.key === key,
  );
  return question ? withoutBlank(questionOptions(question)) : [];
}

/** A term code as its label ("2027FA" as "Fall 2027"); the code itself when not offered now. */
export function entryTermLabel(code: string, options: readonly Option[]): string {
  return options.find((option) => option.value === code)?.label ?? code;
}
