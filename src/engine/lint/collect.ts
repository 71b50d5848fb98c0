// Walks a raw page definition (already checked against the meta-schema) and collects what the
// rules need, each with the JSON pointer of the place in the file that says it.
import { conditionVars } from '../conditions/condition-vars';
import { expandTemplateText } from '../definitions/walk';
import { sensitiveKeysIn } from '../review/sensitive-keys';
import type { FormNode, Numbering, Option, QuestionNode } from '../types';
import { pointerOf } from './problem';

export interface Located {
  value: string;
  pointer: string;
}

/** What can hide the nodes under it: a condition, a tab not chosen, an entry not added. */
export interface Gate {
  what: string;
  /** The answer keys it reads; none for a tab or an entry count (screen state). */
  reads: string[];
  /** A repeater's: the keys of its first entry (always shown) for a key's text. */
  shows?: (text: string) => string[];
}

export interface PageFacts {
  /** Answer keys the page asks for (repeaters expanded), with coded flag. */
  keys: (Located & { coded: boolean })[];
  /** Checkbox question keys (reveal triggers must be one). */
  checkboxKeys: Set<string>;
  /** Document (file) question keys (a checklist item may be satisfied by one). */
  fileKeys: Set<string>;
  /** Sensitive categories the questions name, at their marker (site.json must list each). */
  sensitive: Located[];
  /** The answer keys of sensitive questions, each with its category (as the server withholds them). */
  sensitiveKeys: ReadonlyMap<string, string>;
  /** Keys named by references: fills, controlledBy, reveal checkboxes. */
  references: (Located & { what: string })[];
  cleared: Located[];
  conditions: { condition: unknown; pointer: string }[];
  optionLists: Located[];
  /** Coded answer keys and the option lists they choose from (conditions compare its values). */
  keyLists: { key: string; list: string }[];
  /** Coded answer keys with their choices written in the question ("options"). */
  keyOptions: { key: string; options: Option[] }[];
  repeaters: { max: number; buttonId: string; pointer: string }[];
  tabs: {
    defaultTab: string;
    ids: string[];
    pointer: string;
    perTab: { owns: Located[]; keys: Set<string> }[];
  }[];
  /** Questions marked `required: true`, at their marker. */
  requiredMarks: Located[];
  /** Answer keys whose question something can hide, at the key, with what can. */
  hideable: (Located & { hiddenBy: Gate[] })[];
}

type Expand = (text: string) => string[];
const identity: Expand = (t) => [t];

function repeaterExpand(outer: Expand, max: number, numbering: Numbering): Expand {
  return (text) => {
    const out: string[] = [];
    for (const t of outer(text))
      for (let n = 1; n <= max; n++) out.push(expandTemplateText(t, n, numbering));
    return [...new Set(out)];
  };
}

export function collectPageFacts(nodes: readonly FormNode[]): PageFacts {
  const facts: PageFacts = {
    keys: [],
    checkboxKeys: new Set(),
    fileKeys: new Set(),
    sensitive: [],
    sensitiveKeys: sensitiveKeysIn(nodes),
    references: [],
    cleared: [],
    conditions: [],
    optionLists: [],
    keyLists: [],
    keyOptions: [],
    repeaters: [],
    tabs: [],
    requiredMarks: [],
    hideable: [],
  };
  const located = (expand: Expand, value: string, pointer: string) =>
    expand(value).map((v) => ({ value: v, pointer }));

  const reading = (expand: Expand, keys: readonly string[]) => keys.flatMap(expand);

  function hideable(q: QuestionNode, p: string, expand: Expand, gates: readonly Gate[]): void {
    const own: Gate[] =
      q.widget === 'conditionalSelect'
        ? [
            {
              what: 'its own condition and the answer it is controlled by',
              reads: reading(expand, [...conditionVars(q.condition), q.controlledBy ?? '']).filter(
                (key) => key !== '',
              ),
            },
          ]
        : [];
    const texts: [string, string][] =
      q.widget === 'checkgroup'
        ? (q.items ?? []).map((item, i) => [item.key, `${p}/items/${i}/key`])
        : [[q.key, `${p}/key`]];
    for (const [text, pointer] of texts) {
      for (const value of expand(text)) {
        const hiddenBy = [...gates, ...own].filter((g) => !g.shows?.(text).includes(value));
        if (hiddenBy.length > 0) facts.hideable.push({ value, pointer, hiddenBy });
      }
    }
  }

  function question(q: QuestionNode, p: string, expand: Expand, gates: readonly Gate[]): void {
    hideable(q, p, expand, gates);
    const coded = q.widget === 'select' || q.widget === 'radio' || q.widget === 'conditionalSelect';
    if (q.widget === 'checkgroup') {
      (q.items ?? []).forEach((item, i) =>
        located(expand, item.key, `${p}/items/${i}/key`).forEach((l) =>
          facts.keys.push({ ...l, coded: false }),
        ),
      );
    } else {
      for (const l of located(expand, q.key, p + '/key')) facts.keys.push({ ...l, coded });
      if (q.widget === 'checkbox') for (const k of expand(q.key)) facts.checkboxKeys.add(k);
      if (q.widget === 'file') for (const k of expand(q.key)) facts.fileKeys.add(k);
    }
    if (q.sensitive) facts.sensitive.push({ value: q.sensitive, pointer: p + '/sensitive' });
    if (q.required) facts.requiredMarks.push(...located(expand, q.key, p + '/required'));
    if (q.optionList) {
      facts.optionLists.push({ value: q.optionList, pointer: p + '/optionList' });
      if (coded) for (const key of expand(q.key)) facts.keyLists.push({ key, list: q.optionList });
    }
    if (coded && Array.isArray(q.options))
      for (const key of expand(q.key)) facts.keyOptions.push({ key, options: q.options });
    // A conditional select's answer is a value of any of its lists.
    for (const [value, list] of Object.entries(q.optionsByValue ?? {})) {
      if (typeof list === 'string')
        facts.optionLists.push({ value: list, pointer: p + pointerOf('optionsByValue', value) });
      if (!coded) continue;
      for (const key of expand(q.key)) {
        if (typeof list === 'string') facts.keyLists.push({ key, list });
        else facts.keyOptions.push({ key, options: list });
      }
    }
    if (q.controlledBy) {
      for (const l of located(expand, q.controlledBy, p + '/controlledBy'))
        facts.references.push({ ...l, what: 'controlling answer' });
    }
    for (const [field, key] of Object.entries(q.autocomplete?.fills ?? {})) {
      for (const l of located(expand, key, p + pointerOf('autocomplete', 'fills', field)))
        facts.references.push({ ...l, what: 'autocomplete fill' });
    }
    if (q.condition) facts.conditions.push({ condition: q.condition, pointer: p + '/condition' });
  }

  function visit(
    list: readonly FormNode[],
    base: string,
    expand: Expand,
    gates: readonly Gate[],
  ): void {
    const readingOf = (condition: unknown) => reading(expand, conditionVars(condition));
    list.forEach((node, i) => {
      const p = `${base}/${i}`;
      switch (node.kind) {
        case 'question':
          question(node, p, expand, gates);
          return;
        case 'content':
          return;
        case 'section':
          visit(node.children, `${p}/children`, expand, gates);
          return;
        case 'conditional':
          facts.conditions.push({ condition: node.condition, pointer: `${p}/condition` });
          (node.clears ?? []).forEach((k, j) =>
            facts.cleared.push(...located(expand, k, `${p}/clears/${j}`)),
          );
          visit(node.children, `${p}/children`, expand, [
            ...gates,
            { what: `the condition at ${p}/condition`, reads: readingOf(node.condition) },
          ]);
          return;
        case 'conditionGroup':
          node.branches.forEach((b, j) => {
            const bp = `${p}/branches/${j}`;
            facts.conditions.push({ condition: b.condition, pointer: `${bp}/condition` });
            (b.clears ?? []).forEach((k, m) =>
              facts.cleared.push(...located(expand, k, `${bp}/clears/${m}`)),
            );
            // An earlier branch that holds wins, so each branch depends on those before it too.
            const reads = node.branches.slice(0, j + 1).flatMap((c) => readingOf(c.condition));
            visit(b.children, `${bp}/children`, expand, [
              ...gates,
              { what: `the condition at ${bp}/condition`, reads },
            ]);
          });
          return;
        case 'reveal': {
          if ('checkbox' in node.trigger) {
            for (const l of located(expand, node.trigger.checkbox, `${p}/trigger/checkbox`))
              facts.references.push({ ...l, what: 'reveal checkbox' });
          }
          (node.clears ?? []).forEach((k, j) =>
            facts.cleared.push(...located(expand, k, `${p}/clears/${j}`)),
          );
          // A button is screen state, not an answer: both sides stay on screen.
          const inner =
            'checkbox' in node.trigger
              ? [
                  ...gates,
                  {
                    what: `the reveal checkbox "${node.trigger.checkbox}"`,
                    reads: expand(node.trigger.checkbox),
                  },
                ]
              : gates;
          visit(node.children, `${p}/children`, expand, inner);
          visit(node.replaces ?? [], `${p}/replaces`, expand, inner);
          return;
        }
        case 'confirmSwap': {
          for (const l of located(expand, node.key, `${p}/key`))
            facts.keys.push({ ...l, coded: false });
          for (const k of expand(node.key)) facts.checkboxKeys.add(k);
          if (node.required)
            facts.requiredMarks.push(...located(expand, node.key, `${p}/required`));
          const swap = [...gates, { what: `the checkbox "${node.key}"`, reads: expand(node.key) }];
          visit(node.before, `${p}/before`, expand, swap);
          visit(node.after, `${p}/after`, expand, swap);
          return;
        }
        case 'repeater':
          facts.repeaters.push({ max: node.max, buttonId: node.buttonId, pointer: p });
          visit(node.template, `${p}/template`, repeaterExpand(expand, node.max, node.numbering), [
            ...gates,
            {
              what: `the entry count of the repeater "${node.buttonId}"`,
              reads: [],
              shows: repeaterExpand(expand, 1, node.numbering),
            },
          ]);
          return;
        case 'tabs': {
          const perTab = node.tabs.map((tab, j) => {
            const before = facts.keys.length;
            visit(tab.children, `${p}/tabs/${j}/children`, expand, [
              ...gates,
              { what: `the choice of tab (tab "${tab.id}")`, reads: [] },
            ]);
            return {
              keys: new Set(facts.keys.slice(before).map((k) => k.value)),
              owns: tab.owns.flatMap((k, m) => located(expand, k, `${p}/tabs/${j}/owns/${m}`)),
            };
          });
          facts.tabs.push({
            defaultTab: node.defaultTab,
            ids: node.tabs.map((t) => t.id),
            pointer: p,
            perTab,
          });
          return;
        }
      }
    });
  }
  visit(nodes, '/nodes', identity, []);
  return facts;
}
