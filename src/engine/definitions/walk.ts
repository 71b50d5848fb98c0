// Walking a definition tree: the children of each node kind, repeater expansion and the
// answer keys a node edits. Everything that needs "all questions of a page" goes through here.
import type { ConfirmSwapNode, FormNode, Numbering, QuestionNode, RepeaterNode } from '../types';

/** legacy_{n}_first_name -> legacy_first_name (entry 1, firstUnnumbered) or legacy_2_first_name. */
export function expandTemplateText(text: string, n: number, numbering: Numbering): string {
  if (!text.includes('{n}')) return text;
  const suffix = numbering === 'firstUnnumbered' && n === 1 ? '' : `_${n}`;
  return text.replace(/_\{n\}/g, suffix).replace(/\{n\}/g, String(n));
}

function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, fn)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[fn(k)] = mapStrings(v, fn);
    return out as T;
  }
  return value;
}

const instanceCache = new WeakMap<RepeaterNode, FormNode[][]>();

/** The entries of a repeater, 1..max, each the template with {n} filled in. Cached per node. */
export function repeaterInstances(node: RepeaterNode): FormNode[][] {
  let instances = instanceCache.get(node);
  if (!instances) {
    instances = [];
    for (let n = 1; n <= node.max; n++) {
      instances.push(mapStrings(node.template, (s) => expandTemplateText(s, n, node.numbering)));
    }
    instanceCache.set(node, instances);
  }
  return instances;
}

/** The answer keys one question edits: its key, or each box of a check group. */
export function questionKeys(node: QuestionNode | ConfirmSwapNode): string[] {
  if (node.kind === 'question' && node.widget === 'checkgroup') {
    return (node.items ?? []).map((item) => item.key);
  }
  return [node.key];
}

/** Every child list of a node (all branches, tabs and sides, expanded repeater entries). */
export function childLists(node: FormNode): FormNode[][] {
  switch (node.kind) {
    case 'section':
    case 'conditional':
      return [node.children];
    case 'repeater':
      return repeaterInstances(node);
    case 'tabs':
      return node.tabs.map((tab) => tab.children);
    case 'conditionGroup':
      return node.branches.map((branch) => branch.children);
    case 'reveal':
      return [node.children, node.replaces ?? []];
    case 'confirmSwap':
      return [node.before, node.after];
    case 'question':
    case 'content':
      return [];
  }
}

/** The first node under the nodes, in page order, that passes the test. */
export function findNode<T extends FormNode>(
  nodes: readonly FormNode[],
  test: (node: FormNode) => node is T,
): T | undefined {
  for (const node of nodes) {
    if (test(node)) return node;
    for (const list of childLists(node)) {
      const found = findNode(list, test);
      if (found) return found;
    }
  }
  return undefined;
}

/** Calls fn for every question and confirm box under the nodes, in page order. */
export function forEachQuestion(
  nodes: readonly FormNode[],
  fn: (node: QuestionNode | ConfirmSwapNode) => void,
): void {
  for (const node of nodes) {
    if (node.kind === 'question') fn(node);
    else {
      if (node.kind === 'confirmSwap') fn(node);
      for (const list of childLists(node)) forEachQuestion(list, fn);
    }
  }
}

/** All answer keys edited under the nodes, in page order. */
export function collectKeys(nodes: readonly FormNode[]): string[] {
  const keys: string[] = [];
  forEachQuestion(nodes, (q) => keys.push(...questionKeys(q)));
  return keys;
}

/** True for widgets whose answer is a code with a _desc companion. */
export function isCodedWidget(node: QuestionNode | ConfirmSwapNode): boolean {
  return (
    node.kind === 'question' &&
    (node.widget === 'select' || node.widget === 'radio' || node.widget === 'conditionalSelect')
  );
}
