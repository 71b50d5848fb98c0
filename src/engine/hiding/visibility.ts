// The one place that decides what is on screen and what hiding clears (spec section 4,
// "Conditional content"), node by node as JSON Forms' mapStateToControlProps does: the pages,
// the print view, validation, the server's hiding and the PDF all read this walk's result.
// Conditions hide and clear; tabs and repeater counts only hide.
import { shownEntries } from '../control/entry-count';
import { evaluateCondition } from '../conditions/evaluate-condition';
import { isEmptyAnswer } from '../model/answer-keys';
import { questionOptions } from '../options/question-options';
import type { Answers, FormNode, QuestionNode, RepeaterNode, TabsNode, ViewState } from '../types';
import { questionKeys, repeaterInstances } from '../definitions/walk';

export interface Visibility {
  /** Keys of questions on screen. */
  visibleKeys: Set<string>;
  /** Keys of questions not on screen: they never produce validation messages. */
  hiddenKeys: Set<string>;
  /** Keys whose answers hiding empties (never a visible key). */
  clearKeys: Set<string>;
  /**
   * Every node on screen. A repeater's entries are its cached instances (repeaterInstances), so
   * the objects a renderer draws are the ones found here. A button reveal's both sides count as
   * shown: the button is screen state, not an answer.
   */
  shownNodes: Set<FormNode>;
  /** Every child list on screen (a conditional's children, a branch, a side, a tab, an entry). */
  shownLists: Set<readonly FormNode[]>;
  /** Entries on screen per repeater. */
  entryCounts: Map<RepeaterNode, number>;
  /** The tab in effect per tabs node. */
  chosenTabs: Map<TabsNode, string>;
}

/** Entries a repeater shows: the stored count, default 1 (spec section 4), within 1..max. */
export function repeaterEntryCount(node: RepeaterNode, view: ViewState): number {
  return shownEntries(node, view.addAnother?.[node.buttonId]);
}

/** The tab in effect: the chosen one when the tabs node has it, else the default. */
export function chosenTab(node: TabsNode, view: ViewState): string {
  const chosen = view.tabs?.[node.id];
  return chosen !== undefined && node.tabs.some((tab) => tab.id === chosen)
    ? chosen
    : node.defaultTab;
}

interface Walk extends Visibility {
  answers: Answers;
  view: ViewState;
}

function conditionalSelectShown(q: QuestionNode, answers: Answers): boolean {
  if (q.condition && !evaluateCondition(q.condition, answers)) return false;
  return questionOptions(q, answers).length > 0;
}

function addKeys(set: Set<string>, keys: readonly string[]): void {
  for (const key of keys) set.add(key);
}

/**
 * Visits nodes. shown: they are on screen. clearOnHide: when they are not on screen, is it
 * because a condition said so (clear their answers) or only a tab or an entry count (keep).
 */
function visit(nodes: readonly FormNode[], w: Walk, shown: boolean, clearOnHide: boolean): void {
  if (shown) w.shownLists.add(nodes);
  for (const node of nodes) {
    if (shown) w.shownNodes.add(node);
    visitNode(node, w, shown, clearOnHide);
  }
}

/** A child list behind a gate: open decides it, a closed gate hides and clears. */
function gate(
  nodes: readonly FormNode[],
  w: Walk,
  shown: boolean,
  clearOnHide: boolean,
  open: boolean,
  clears: readonly string[] = [],
): void {
  const childShown = shown && open;
  const childClear = open ? clearOnHide : true;
  visit(nodes, w, childShown, childClear);
  if (!childShown && childClear) addKeys(w.clearKeys, clears);
}

function visitNode(node: FormNode, w: Walk, shown: boolean, clearOnHide: boolean): void {
  switch (node.kind) {
    case 'question': {
      const keys = questionKeys(node);
      let selfShown = shown;
      let clear = clearOnHide;
      if (
        shown &&
        node.widget === 'conditionalSelect' &&
        !conditionalSelectShown(node, w.answers)
      ) {
        selfShown = false;
        clear = true;
        w.shownNodes.delete(node);
      }
      addKeys(selfShown ? w.visibleKeys : w.hiddenKeys, keys);
      if (!selfShown && clear) addKeys(w.clearKeys, keys);
      return;
    }
    case 'content':
      return;
    case 'section':
      visit(node.children, w, shown, clearOnHide);
      return;
    case 'conditional':
      gate(
        node.children,
        w,
        shown,
        clearOnHide,
        evaluateCondition(node.condition, w.answers),
        node.clears,
      );
      return;
    case 'conditionGroup': {
      const results = node.branches.map((b) => evaluateCondition(b.condition, w.answers));
      const winner = results.indexOf(true);
      node.branches.forEach((branch, i) => {
        const open = i === winner;
        // clearFalseOnly keeps the answers of a true branch that lost to an earlier one.
        const keep = node.mode === 'clearFalseOnly' && results[i] === true;
        const childShown = shown && open;
        const childClear = open || keep ? clearOnHide : true;
        visit(branch.children, w, childShown, childClear);
        if (!childShown && childClear) addKeys(w.clearKeys, branch.clears ?? []);
      });
      return;
    }
    case 'reveal': {
      if ('button' in node.trigger) {
        // A button is screen state, not an answer: both sides count as shown and nothing clears.
        visit(node.children, w, shown, clearOnHide);
        visit(node.replaces ?? [], w, shown, clearOnHide);
        return;
      }
      const on = !isEmptyAnswer(w.answers[node.trigger.checkbox]);
      if (node.mode === 'reveal') {
        gate(node.children, w, shown, clearOnHide, on, node.clears);
      } else {
        gate(node.children, w, shown, clearOnHide, on);
        gate(node.replaces ?? [], w, shown, clearOnHide, !on, node.clears);
      }
      return;
    }
    case 'confirmSwap': {
      addKeys(shown ? w.visibleKeys : w.hiddenKeys, [node.key]);
      if (!shown && clearOnHide) w.clearKeys.add(node.key);
      const checked = w.answers[node.key] === true;
      gate(node.before, w, shown, clearOnHide, !checked);
      gate(node.after, w, shown, clearOnHide, checked);
      return;
    }
    case 'tabs': {
      const chosen = chosenTab(node, w.view);
      w.chosenTabs.set(node, chosen);
      for (const tab of node.tabs) visit(tab.children, w, shown && tab.id === chosen, clearOnHide);
      return;
    }
    case 'repeater': {
      const count = repeaterEntryCount(node, w.view);
      w.entryCounts.set(node, count);
      repeaterInstances(node).forEach((entry, i) =>
        visit(entry, w, shown && i < count, clearOnHide),
      );
      return;
    }
  }
}

/** What the given node lists show and clear for these answers and this view state. */
export function computeVisibility(
  nodeLists: readonly (readonly FormNode[])[],
  answers: Answers,
  view: ViewState = {},
): Visibility {
  const w: Walk = {
    answers,
    view,
    visibleKeys: new Set(),
    hiddenKeys: new Set(),
    clearKeys: new Set(),
    shownNodes: new Set(),
    shownLists: new Set(),
    entryCounts: new Map(),
    chosenTabs: new Map(),
  };
  for (const nodes of nodeLists) visit(nodes, w, true, false);
  for (const key of w.visibleKeys) {
    w.hiddenKeys.delete(key);
    w.clearKeys.delete(key);
  }
  const { visibleKeys, hiddenKeys, clearKeys, shownNodes, shownLists, entryCounts, chosenTabs } = w;
  return { visibleKeys, hiddenKeys, clearKeys, shownNodes, shownLists, entryCounts, chosenTabs };
}
