// Arbitraries for property tests of visibility: answer sets that flip conditions, blank and
// spoil answers, and view states with and without stored counts and tab choices.
import fc from 'fast-check';
import { pages } from '../definitions/pages';
import { childLists } from '../definitions/walk';
import { completeApplication } from '../fixtures/complete-application';
import { hidingInputKeys } from '../hiding/hiding-inputs';
import { answerEnum, answerKeys, answerValueType, emptyAnswers } from '../model/answer-keys';
import {
  PAGE_IDS,
  type Answers,
  type FormNode,
  type RepeaterNode,
  type TabsNode,
  type ViewState,
} from '../types';

/** Every repeater and tabs node of the definitions, in page order. */
export const repeaters: RepeaterNode[] = [];
export const tabsNodes: TabsNode[] = [];
const collect = (nodes: readonly FormNode[]): void => {
  for (const node of nodes) {
    if (node.kind === 'repeater') repeaters.push(node);
    if (node.kind === 'tabs') tabsNodes.push(node);
    childLists(node).forEach(collect);
  }
};
PAGE_IDS.forEach((id) => collect(pages[id].nodes));

const complete = completeApplication();
/** Values that matter for a key: empty, the valid one, its listed codes, and a wrong one. */
function valueOf(key: string): fc.Arbitrary<string | boolean> {
  if (answerValueType(key) === 'boolean') return fc.boolean();
  const known = [...(answerEnum(key) ?? []), String(complete[key] ?? '')];
  return fc.constantFrom('', 'x', '1900-01-01', ...known);
}
const change = (keys: readonly string[]) =>
  fc.constantFrom(...keys).chain((key) => valueOf(key).map((value) => [key, value] as const));

/** Empty or complete answers, then up to 25 changes to condition inputs and 25 to any key. */
export const answersArb: fc.Arbitrary<Answers> = fc
  .tuple(
    fc.constantFrom(emptyAnswers(), { ...emptyAnswers(), ...complete }),
    fc.array(change([...hidingInputKeys()]), { maxLength: 25 }),
    fc.array(change(answerKeys()), { maxLength: 25 }),
  )
  .map(([base, inputs, others]) => ({ ...base, ...Object.fromEntries([...inputs, ...others]) }));

/** Each repeater's count and each tabs node's choice: absent, in range or out of it. */
export const viewArb: fc.Arbitrary<ViewState> = fc.record({
  addAnother: fc
    .tuple(...repeaters.map(() => fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined })))
    .map((counts) => {
      const out: Record<string, number> = {};
      counts.forEach((n, i) => {
        if (n !== undefined) out[repeaters[i]!.buttonId] = n;
      });
      return out;
    }),
  tabs: fc
    .tuple(
      ...tabsNodes.map((t) =>
        fc.option(fc.constantFrom('elsewhere', ...t.tabs.map((tab) => tab.id)), { nil: undefined }),
      ),
    )
    .map((chosen) => {
      const out: Record<string, string> = {};
      chosen.forEach((id, i) => {
        if (id !== undefined) out[tabsNodes[i]!.id] = id;
      });
      return out;
    }),
});
