// A condition comparing a select's answer with something that is not one of its option values
// never holds (or always does): the usual slip is the option's label ("Yes") for its value
// ("Y"), which lints clean otherwise and hides the question for good.
import type { Option } from '../types';
import type { PageInput } from './rules';

type Report = (file: string, pointer: string, message: string) => void;

const COMPARISONS = new Set(['equals', 'notEquals', 'in', 'notIn', '==', '!=', '===', '!==']);

/** Each comparison of {"var": key} with literal strings, depth first. */
function comparisons(condition: unknown, out: { key: string; values: string[] }[] = []) {
  if (Array.isArray(condition)) condition.forEach((item) => comparisons(item, out));
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return out;
  for (const [op, args] of Object.entries(condition)) {
    if (COMPARISONS.has(op) && Array.isArray(args)) {
      const [left, right] = args as unknown[];
      const key = (left as { var?: unknown } | null)?.var;
      const literals = (Array.isArray(right) ? right : [right]).filter(
        (v): v is string => typeof v === 'string',
      );
      if (typeof key === 'string') out.push({ key, values: literals });
    }
    comparisons(args, out);
  }
  return out;
}

function describeValues(options: readonly Option[]): string {
  const values = options.map((o) => o.value).filter((v) => v !== '');
  const shown = values.slice(0, 12).map((v) => `"${v}"`);
  return shown.join(', ') + (values.length > shown.length ? ', …' : '');
}

/** Each coded question's options by answer key: its own, or those of the lists it names. */
export function optionsByKey(
  pages: readonly PageInput[],
  lists: Readonly<Record<string, Option[]>>,
): Map<string, Option[]> {
  const optionsOf = new Map<string, Option[]>();
  const add = (key: string, options: readonly Option[]) =>
    optionsOf.set(key, [...(optionsOf.get(key) ?? []), ...options]);
  for (const { facts } of pages) {
    for (const { key, list } of facts.keyLists) if (lists[list]) add(key, lists[list]);
    for (const { key, options } of facts.keyOptions) add(key, options);
  }
  return optionsOf;
}

/** Why `value` is no answer of `key`: the label it is of, or the values there are. */
export function notAValue(key: string, value: string, options: readonly Option[]): string {
  const byLabel = options.find((o) => o.label === value);
  return byLabel
    ? `"${value}" is the label of the value "${byLabel.value}"; compare values, not labels`
    : `the values of "${key}" are ${describeValues(options)}`;
}

export function checkConditionValues(
  pages: readonly PageInput[],
  optionsOf: ReadonlyMap<string, Option[]>,
  report: Report,
): void {
  for (const { file, facts } of pages) {
    for (const { condition, pointer } of facts.conditions) {
      for (const { key, values } of comparisons(condition)) {
        const options = optionsOf.get(key);
        if (!options) continue;
        for (const value of values) {
          if (value === '' || options.some((o) => o.value === value)) continue;
          report(
            file,
            pointer,
            `condition compares "${key}" with "${value}", which it never holds: ${notAValue(key, value, options)}`,
          );
        }
      }
    }
  }
}
