// Every control's state for one reader, as JSON Forms' mapStateToControlProps gives its
// renderers theirs: from the answers, the view state and who is looking, what each node shows,
// which options may be chosen, how many entries a repeater has and what may be added or removed,
// the tab in effect and which tabs are listed, and whether each document is attached. Built on
// one computeVisibility walk; the renderer, the print model and the server read it and decide
// none of this themselves.
import { documentQuestions, type DocumentQuestion } from '../definitions/document-questions';
import { repeaterInstances } from '../definitions/walk';
import { definitionsOf, type HidingTarget } from '../hiding/hiding-target';
import { computeVisibility, type Visibility } from '../hiding/visibility';
import { questionOptions } from '../options/question-options';
import type {
  Answers,
  FormNode,
  Option,
  QuestionNode,
  RepeaterNode,
  TabDefinition,
  TabsNode,
  ViewState,
} from '../types';
import { audienceEdits, viewFor, type Audience } from './audience';
import { documentAttached, type HeldDocuments } from './document-attached';
import { maxEntries, removableEntries, shownEntries } from './entry-count';

export interface ControlInput {
  answers: Answers;
  /** The stored view state; the audience decides which of it applies. */
  view?: ViewState;
  audience: Audience;
  /** Document questions with a completed document held (see documentAttached). */
  documents?: HeldDocuments;
}

export interface QuestionControl {
  shown: boolean;
  /** The required marker (the rule itself is the page schema's). */
  required: boolean;
  /** The options that may be chosen now (a select, radio or conditional select). */
  options: readonly Option[];
  /** A document question: whether a document is attached. */
  attached: boolean;
}

export interface RepeaterControl {
  shown: boolean;
  /** Entries shown. */
  count: number;
  /** The most entries it may show. */
  max: number;
  /** The entries on screen: the engine's instances, so a renderer draws the objects shown. */
  entries: readonly (readonly FormNode[])[];
  /** Another entry may be added (an editing audience, below the maximum). */
  canAdd: boolean;
  /** Entries (1-based) that may be removed: every shown one but the first, for an editor. */
  removable: readonly number[];
}

export interface TabsControl {
  shown: boolean;
  /** The tab in effect. */
  chosen: TabDefinition;
  /** The tabs listed: all of them for an applicant, only the one in effect for anyone else. */
  listed: readonly TabDefinition[];
  /** The audience may choose another tab. */
  canChoose: boolean;
}

export interface DocumentControl extends DocumentQuestion {
  shown: boolean;
  /** Hiding clears it: its document goes with the answer. */
  cleared: boolean;
  attached: boolean;
}

export interface ControlState {
  audience: Audience;
  /** The view state in effect for this audience. */
  view: ViewState;
  /** The walk every control is read from. */
  visibility: Visibility;
  shown(node: FormNode): boolean;
  question(node: QuestionNode): QuestionControl;
  repeater(node: RepeaterNode): RepeaterControl;
  tabs(node: TabsNode): TabsControl;
  /** The document questions under the walked nodes, in page order. */
  documents: readonly DocumentControl[];
}

const NO_DOCUMENTS: HeldDocuments = new Set();

/** Reads the controls from a visibility computed for this input's audience view. */
export function controlsOf(visibility: Visibility, input: ControlInput): ControlState {
  const { answers, audience } = input;
  const held = input.documents ?? NO_DOCUMENTS;
  const edits = audienceEdits(audience);
  const { shownNodes, visibleKeys, hiddenKeys, clearKeys, entryCounts, chosenTabs } = visibility;
  const shown = (node: FormNode) => shownNodes.has(node);
  return {
    audience,
    view: viewFor(input.view ?? {}, audience),
    visibility,
    shown,
    question: (node) => ({
      shown: shown(node),
      required: node.required === true,
      options: questionOptions(node, answers),
      attached: node.widget === 'file' && documentAttached(answers, node.key, held),
    }),
    repeater: (node) => {
      const count = entryCounts.get(node) ?? shownEntries(node, undefined);
      const max = maxEntries(node);
      return {
        shown: shown(node),
        count,
        max,
        entries: repeaterInstances(node).slice(0, count),
        canAdd: edits && count < max,
        removable: edits ? removableEntries(count) : [],
      };
    },
    tabs: (node) => {
      const id = chosenTabs.get(node) ?? node.defaultTab;
      const chosen = node.tabs.find((tab) => tab.id === id) ?? node.tabs[0]!;
      return {
        shown: shown(node),
        chosen,
        listed: edits ? node.tabs : [chosen],
        canChoose: edits,
      };
    },
    documents: documentQuestions()
      .filter((q) => visibleKeys.has(q.key) || hiddenKeys.has(q.key))
      .map((q) => ({
        ...q,
        shown: visibleKeys.has(q.key),
        cleared: clearKeys.has(q.key),
        attached: documentAttached(answers, q.key, held),
      })),
  };
}

/** The control state of the target's nodes (a page, several, or 'all') for this reader. */
export function controlState(target: HidingTarget, input: ControlInput): ControlState {
  const view = viewFor(input.view ?? {}, input.audience);
  const nodeLists = definitionsOf(target).map((page) => page.nodes);
  return controlsOf(computeVisibility(nodeLists, input.answers, view), input);
}
