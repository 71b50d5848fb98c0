// The developer-only checks of spec section 5 and issue 3, each a small function over the
// facts of the definition set. Every problem names the file and the JSON pointer to fix.
import { ADD_ANOTHER_MAX } from '../constants';
import { conditionOperators, conditionVars } from '../conditions/condition-vars';
import { KNOWN_OPERATORS } from '../conditions/evaluate-condition';
import { didYouMean } from './did-you-mean';
import type { SiteConfig } from '../types';
import { pointerOf } from './problem';
import type { PageFacts } from './collect';
import { staffListKeys } from './staff-list-keys';

export interface PageInput {
  file: string;
  facts: PageFacts;
}

export interface ModelInput {
  file: string;
  keys: Set<string>;
}

type Report = (file: string, pointer: string, message: string) => void;

/** A key asked on more than one page, or twice on one page. */
export function checkDuplicateKeys(pages: readonly PageInput[], report: Report): void {
  const firstSeen = new Map<string, { file: string; pointer: string }>();
  for (const { file, facts } of pages) {
    for (const { value, pointer } of facts.keys) {
      const first = firstSeen.get(value);
      if (first) {
        report(
          file,
          pointer,
          `"${value}" is already asked at ${first.file}: ${first.pointer}; a key belongs to exactly one question of one page`,
        );
      } else firstSeen.set(value, { file, pointer });
    }
  }
}

/** Keys asked but missing from the data model, _desc companions, and model keys no page asks. */
export function checkKeysInModel(
  pages: readonly PageInput[],
  model: ModelInput,
  report: Report,
): void {
  const asked = new Set<string>();
  for (const { file, facts } of pages) {
    for (const { value, pointer, coded } of facts.keys) {
      asked.add(value);
      if (!model.keys.has(value))
        report(
          file,
          pointer,
          `"${value}" is not in the data model (${model.file})${didYouMean(value, [...model.keys])}`,
        );
      if (coded) {
        asked.add(`${value}_desc`);
        if (!model.keys.has(`${value}_desc`)) {
          report(
            file,
            pointer,
            `"${value}_desc" (the text of the chosen option) is not in the data model (${model.file})`,
          );
        }
      }
    }
  }
  for (const key of model.keys) {
    if (!asked.has(key))
      report(model.file, pointerOf('properties', key), `"${key}" is not asked on any page`);
  }
}

/** References (fills, controlling answers, reveal checkboxes), cleared keys and tab keys. */
export function checkReferences(
  pages: readonly PageInput[],
  model: ModelInput,
  report: Report,
): void {
  for (const { file, facts } of pages) {
    for (const { value, pointer, what } of facts.references) {
      if (!model.keys.has(value))
        report(
          file,
          pointer,
          `${what} "${value}" is not in the data model (${model.file})${didYouMean(value, [...model.keys])}`,
        );
      else if (what === 'reveal checkbox' && !facts.checkboxKeys.has(value)) {
        report(file, pointer, `reveal checkbox "${value}" is not a checkbox question of this page`);
      }
    }
    for (const { value, pointer } of facts.cleared) {
      if (!model.keys.has(value))
        report(file, pointer, `cleared key "${value}" is not in the data model (${model.file})`);
    }
    for (const tabs of facts.tabs) {
      if (!tabs.ids.includes(tabs.defaultTab)) {
        report(
          file,
          `${tabs.pointer}/defaultTab`,
          `default tab "${tabs.defaultTab}" is not one of the tabs: ${tabs.ids.join(', ')}`,
        );
      }
      for (const { owns, keys } of tabs.perTab) {
        for (const { value, pointer } of owns) {
          if (!model.keys.has(value))
            report(
              file,
              pointer,
              `tab owns "${value}", which is not in the data model (${model.file})`,
            );
          else if (!keys.has(value))
            report(file, pointer, `tab owns "${value}", which is not asked in this tab`);
        }
      }
    }
  }
}

/** Conditions that read unknown keys or use unknown operators. */
export function checkConditions(
  pages: readonly PageInput[],
  model: ModelInput,
  report: Report,
): void {
  for (const { file, facts } of pages) {
    for (const { condition, pointer } of facts.conditions) {
      for (const key of conditionVars(condition)) {
        if (!model.keys.has(key))
          report(
            file,
            pointer,
            `condition reads "${key}", which is not in the data model (${model.file})${didYouMean(key, [...model.keys])}`,
          );
      }
      for (const op of conditionOperators(condition)) {
        if (!KNOWN_OPERATORS.has(op))
          report(file, pointer, `condition uses the unknown operator "${op}"`);
      }
    }
  }
}

export function checkOptionLists(
  pages: readonly PageInput[],
  listNames: ReadonlySet<string>,
  report: Report,
): void {
  for (const { file, facts } of pages) {
    for (const { value, pointer } of facts.optionLists) {
      if (!listNames.has(value)) {
        report(
          file,
          pointer,
          `unknown option list "${value}"${didYouMean(value, [...listNames])}; known lists: ${[...listNames].join(', ')}`,
        );
      }
    }
  }
}

/** Too many repeater entries, and two repeaters saving their count under one button id. */
export function checkRepeaters(pages: readonly PageInput[], report: Report): void {
  const buttons = new Map<string, string>();
  for (const { file, facts } of pages) {
    for (const { max, buttonId, pointer } of facts.repeaters) {
      if (max > ADD_ANOTHER_MAX)
        report(
          file,
          `${pointer}/max`,
          `a repeater allows at most ${ADD_ANOTHER_MAX} entries, not ${max}`,
        );
      const other = buttons.get(buttonId);
      if (other)
        report(file, `${pointer}/buttonId`, `button id "${buttonId}" is already used at ${other}`);
      else buttons.set(buttonId, `${file}: ${pointer}`);
    }
  }
}

/** The answers site.json names the applicant by must exist in the data model. */
export function checkSiteKeys(
  file: string,
  site: SiteConfig,
  model: ModelInput,
  report: Report,
): void {
  (site.applicantNameKeys ?? []).forEach((key, i) => {
    if (!model.keys.has(key))
      report(file, `/applicantNameKeys/${i}`, `"${key}" is not an answer key of the data model`);
  });
  const list = site.staffList;
  if (!list) return;
  for (const [pointer, key] of staffListKeys(list))
    if (!model.keys.has(key))
      report(file, pointer, `"${key}" is not an answer key of the data model`);
}

// Keywords that can fail and so need a message; the rest only structure the schema.
const ASSERTIONS = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'const',
  'enum',
  'format',
  'type',
  'minimum',
  'maximum',
  'maxAgeYears',
  'minAgeYears',
  'minYearOffset',
  'maxYearOffset',
  'required',
]);

/** Page-schema keys outside the data model or this page, and rules without a message. */
export function checkPageSchema(
  file: string,
  schema: unknown,
  model: ModelInput,
  pageKeys: ReadonlySet<string>,
  report: Report,
): void {
  // inCondition: inside "if" the keywords only test answers, so they need no message.
  const visit = (node: unknown, pointer: string, inCondition: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${pointer}/${i}`, inCondition));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      const p = `${pointer}${pointerOf(k)}`;
      if (k === 'properties' && v !== null && typeof v === 'object' && !Array.isArray(v)) {
        for (const [key, rule] of Object.entries(v as Record<string, unknown>)) {
          const rp = `${p}${pointerOf(key)}`;
          if (!model.keys.has(key))
            report(
              file,
              rp,
              `"${key}" is not in the data model (${model.file})${didYouMean(key, [...model.keys])}`,
            );
          else if (!pageKeys.has(key)) report(file, rp, `"${key}" is not a question of this page`);
          if (!inCondition) checkMessages(rule, rp);
          visit(rule, rp, inCondition);
        }
      } else if (k !== 'errorMessage') {
        visit(v, p, inCondition || k === 'if');
      }
    }
  };
  const checkMessages = (rule: unknown, pointer: string): void => {
    if (rule === null || typeof rule !== 'object') return;
    const r = rule as Record<string, unknown>;
    const messages = r.errorMessage;
    for (const keyword of Object.keys(r)) {
      if (!ASSERTIONS.has(keyword)) continue;
      const has =
        typeof messages === 'string' ||
        (typeof messages === 'object' && messages !== null && keyword in messages);
      if (!has)
        report(
          file,
          `${pointer}/${keyword}`,
          `rule "${keyword}" has no errorMessage, so applicants would see a generic message`,
        );
    }
  };
  visit(schema, '', false);
}
