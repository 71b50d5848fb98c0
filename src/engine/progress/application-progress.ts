// Every page's and every section's state for a set of answers (issue 30): the visibility the
// pages draw with, the page validators' messages, then the one rule of step-state.ts.
import { pages } from '../definitions/pages';
import { collectKeys, childLists } from '../definitions/walk';
import { visibilityOf } from '../hiding/apply-hiding';
import { isEmptyAnswer } from '../model/answer-keys';
import {
  PAGE_IDS,
  type Answers,
  type ErrorMap,
  type FormNode,
  type PageId,
  type SectionNode,
  type ViewState,
} from '../types';
import { validatePage } from '../validation/validate-page';
import { stepState, type StepState } from './step-state';

export interface ApplicationProgress {
  pages: Record<PageId, StepState>;
  /** By section id (ids are unique across the pages: lint-forms checks node ids). */
  sections: Record<string, StepState>;
}

export interface ProgressOptions {
  now?: Date;
  /** A Submit has been tried: the web status is validating. */
  submitAttempted: boolean;
}

function sectionsOf(nodes: readonly FormNode[], into: SectionNode[] = []): SectionNode[] {
  for (const node of nodes) {
    if (node.kind === 'section') into.push(node);
    // Repeater entries hold no sections; their template would repeat ids.
    if (node.kind !== 'repeater') for (const list of childLists(node)) sectionsOf(list, into);
  }
  return into;
}

/** The messages' question keys: a `_desc` companion speaks for its question. */
function errorKeys(errors: ErrorMap): Set<string> {
  return new Set(Object.keys(errors).map((key) => key.replace(/_desc$/, '')));
}

function scopeState(
  keys: readonly string[],
  visible: ReadonlySet<string>,
  answers: Answers,
  failing: ReadonlySet<string>,
  submitAttempted: boolean,
): StepState {
  let answered = 0;
  let withErrors = 0;
  for (const key of keys) {
    if (!visible.has(key)) continue;
    if (!isEmptyAnswer(answers[key])) answered++;
    if (failing.has(key)) withErrors++;
  }
  return stepState({ answered, withErrors, submitAttempted });
}

/**
 * The state of each page and section. Validation runs whatever the web status, so a page
 * knows it is incomplete before a Submit; the compiled validators must be loaded
 * (loadValidators() in the browser).
 */
export function applicationProgress(
  answers: Answers,
  view: ViewState,
  { now = new Date(), submitAttempted }: ProgressOptions,
): ApplicationProgress {
  const progress: ApplicationProgress = {
    pages: {} as Record<PageId, StepState>,
    sections: {},
  };
  for (const pageId of PAGE_IDS) {
    const page = pages[pageId];
    const { visibleKeys } = visibilityOf(page, answers, view);
    const failing = errorKeys(validatePage(pageId, answers, now, view));
    const state = (keys: readonly string[]) =>
      scopeState(keys, visibleKeys, answers, failing, submitAttempted);
    progress.pages[pageId] = state(collectKeys(page.nodes));
    for (const section of sectionsOf(page.nodes))
      progress.sections[section.id] = state(collectKeys(section.children));
  }
  return progress;
}
