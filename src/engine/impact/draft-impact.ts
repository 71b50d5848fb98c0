// Issue 29: what publishing a draft would do to one stored application, judged against the live
// definitions it was answered on. Everything that depends only on the two definition sets (keys
// removed, requirement rules that changed, the pages whose hiding changed) is worked out once
// per draft; per application only its own answers are looked at, and conditions are evaluated
// only when a changed page or rule could act on them.
import { codedQuestionsOf } from '../definitions/coded-questions';
import { definitionOffer, type DefinitionOffer } from '../definitions/definition-offer';
import { resolveDefinition } from '../definitions/pages';
import { buildOptionLists } from '../options/option-list';
import { collectKeys } from '../definitions/walk';
import type { DefinitionBundle } from '../lint/bundle-files';
import { requiredKeys } from '../lint/required-markers';
import { isEmptyAnswer } from '../model/answer-keys';
import type { Answers, PageDefinition, SiteConfig, ViewState } from '../types';
import { hidingOutcomes, type HidingOutcomeOf } from './hiding-outcome';
import type { ImpactReason } from './impact-reasons';
import { requirementRules, type RequirementRule } from './requirement-rules';


export interface ImpactChange {
  key: string;
  /** The stored answer ('' when the application never answered it). */
  value: string | boolean;
  why: ImpactReason;
}

export type ImpactOf = (answers: Answers, view: ViewState) => ImpactChange[];

interface Side {
  pages: PageDefinition[];
  offer: DefinitionOffer;
  /** Keys the answers model has and a page asks for (with coded answers' _desc). */
  keys: Set<string>;
  /** Requirement rules by key. */
  rules: Map<string, RequirementRule>;
  /** The page's JSON by page id, to see which pages the draft changed. */
  pageText: Map<string, string>;
  keyPage: Map<string, string>;
  hiding: HidingOutcomeOf;
  /** Coded questions by key, each with the JSON of its question and the lists it names. */
  optionTexts: Map<string, string>;
}

const DESC = '_desc';

function modelTypes(schema: unknown): Map<string, string | undefined> {
  const props = (schema as { properties?: Record<string, { type?: string }> } | null)?.properties;
  return new Map(Object.entries(props ?? {}).map(([key, rule]) => [key, rule?.type]));
}

function sideOf(bundle: DefinitionBundle): Side {
  const site = bundle.site.data as SiteConfig;
  const pages = bundle.pages.map((page) => resolveDefinition(page.data, site));
  const options = {
    countries: bundle.options.countries.data,
    stateAndProvince: bundle.options.stateAndProvince.data,
    months: bundle.options.months.data,
    lists: bundle.options.lists.data,
  };
  const offer = definitionOffer({ pages, options });
  const lists = buildOptionLists(options);
  const optionTexts = new Map<string, string>();
  for (const [key, question] of codedQuestionsOf(pages.flatMap((page) => page.nodes))) {
    const named = [question.optionList, ...Object.values(question.optionsByValue ?? {})];
    const used = named.filter((name) => typeof name === 'string').map((name) => lists[name]);
    optionTexts.set(key, JSON.stringify([question, used]));
  }
  const types = modelTypes(bundle.answersSchema.data);
  const keys = new Set([...offer.keys].filter((key) => types.has(key)));
  const emptyOf = (key: string) => (types.get(key) === 'boolean' ? false : '');
  const rules = new Map<string, RequirementRule>();
  for (const { data } of bundle.pageSchemas) {
    const { always, sometimes } = requiredKeys(data);
    for (const [key, rule] of requirementRules(data, [...always, ...sometimes], emptyOf))
      rules.set(key, rule);
  }
  const pageText = new Map<string, string>();
  const keyPage = new Map<string, string>();
  for (const page of pages) {
    pageText.set(page.id, JSON.stringify(page));
    for (const key of collectKeys(page.nodes)) if (!keyPage.has(key)) keyPage.set(key, page.id);
  }
  const hiding = hidingOutcomes(pages);
  return { pages, offer, keys, rules, pageText, keyPage, hiding, optionTexts };
}

const answered = (value: string | boolean | undefined): boolean =>
  !isEmptyAnswer(typeof value === 'string' ? value.trim() : value);

/**
 * The changes publishing `draft` over `live` makes to an application with these stored answers
 * and view state, at most one per key, in key order. `now` fixes generated year lists and date
 * rules for the whole run.
 */
export function draftImpact(live: DefinitionBundle, draft: DefinitionBundle, now: Date): ImpactOf {
  const was = sideOf(live);
  const will = sideOf(draft);
  const removedKeys = new Set([...was.keys].filter((key) => !will.keys.has(key)));
  const pageChanged = (pageId: string | undefined) =>
    pageId === undefined || was.pageText.get(pageId) !== will.pageText.get(pageId);
  const hidingChanged = [...will.pageText.keys()].some(pageChanged);
  // A required key can only be newly required where its rule or its page (which decides
  // whether it is shown) changed.
  const newRules = [...will.rules].filter(
    ([key, rule]) => was.rules.get(key)?.text !== rule.text || pageChanged(will.keyPage.get(key)),
  );

  // Only a coded question of the draft whose question or lists changed can withdraw a value.
  const optionKeys = new Set(
    [...will.optionTexts]
      .filter(([key, text]) => was.optionTexts.get(key) !== text)
      .map(([k]) => k),
  );
  const coded = codedQuestionsOf([...was.pages, ...will.pages].flatMap((page) => page.nodes));
  const optionRemoved = new Map<string, boolean>();
  const removesOption = (key: string, value: string, answers: Answers): boolean => {
    if (!optionKeys.has(key)) return false;
    const controlledBy = coded.get(key)?.controlledBy;
    const controlling = controlledBy ? answers[controlledBy] : '';
    const id = `${key}\u0000${value}\u0000${String(controlling)}`;
    let removed = optionRemoved.get(id);
    if (removed === undefined) {
      removed =
        was.offer.offersValue(key, value, answers, now) &&
        !will.offer.offersValue(key, value, answers, now);
      optionRemoved.set(id, removed);
    }
    return removed;
  };

  return (answers, view) => {
    const changes: ImpactChange[] = [];
    const add = (key: string, why: ImpactReason) =>
      void changes.push({ key, value: answers[key] ?? '', why });
    let wasHiding: ReturnType<HidingOutcomeOf> | undefined;
    let willHiding: ReturnType<HidingOutcomeOf> | undefined;
    const hidingOf = () => {
      wasHiding ??= was.hiding(answers, view);
      willHiding ??= will.hiding(answers, view);
      return { was: wasHiding, will: willHiding };
    };
    for (const [key, value] of Object.entries(answers)) {
      if (!answered(value)) continue;
      // A _desc goes with its code: never reported on its own.
      if (key.endsWith(DESC) && Object.hasOwn(answers, key.slice(0, -DESC.length))) continue;
      if (removedKeys.has(key)) add(key, 'removed-key');
      else if (hidingChanged && hidingOf().will.erased.has(key) && !hidingOf().was.erased.has(key))
        add(key, 'now-hidden');
      else if (typeof value === 'string' && removesOption(key, value, answers))
        add(key, 'removed-option');
    }
    for (const [key, rule] of newRules) {
      if (answered(answers[key])) continue;
      const { was: before, will: after } = hidingOf();
      if (!after.shown.has(key)) continue;
      const liveRule = before.shown.has(key) ? was.rules.get(key) : undefined;
      // The same rule on a question shown before too requires nothing new: no need to judge it.
      if (liveRule?.text === rule.text || !rule.requires(answers, now)) continue;
      if (!liveRule?.requires(answers, now)) add(key, 'new-required');
    }
    return changes.sort((a, b) => a.key.localeCompare(b.key));
  };
}
