// Conditions are JSON Logic (json-logic-js) with the spec's operators added, so a definition
// can say {"equals": [{"var": "country"}, "USA"]} or {"answered": [{"var": "disability"}]}.
import jsonLogic from 'json-logic-js';
import { emptyValue, isAnswerKey } from '../model/answer-keys';
import type { Answers, Condition } from '../types';

type Value = unknown;

const isAnswered = (v: Value): boolean =>
  !(
    v === undefined ||
    v === null ||
    v === '' ||
    v === false ||
    (Array.isArray(v) && v.length === 0)
  );

/** Numbers for lt/gt: answers are strings, so "17" compares as 17; blanks never compare. */
function num(v: Value): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return Number.NaN;
}

const listOf = (target: Value): Value[] => (Array.isArray(target) ? target : [target]);

/** The spec's operators (section 5), each taking the already evaluated arguments. */
export const SPEC_OPERATORS: Readonly<Record<string, (...args: Value[]) => boolean>> = {
  equals: (a, b) => a === b,
  notEquals: (a, b) => a !== b,
  lt: (a, b) => num(a) < num(b),
  lte: (a, b) => num(a) <= num(b),
  gt: (a, b) => num(a) > num(b),
  gte: (a, b) => num(a) >= num(b),
  answered: (a) => isAnswered(a),
  notAnswered: (a) => !isAnswered(a),
  // "in" replaces JSON Logic's own, which also matched substrings of a string target.
  in: (a, list) => listOf(list).includes(a),
  notIn: (a, list) => !listOf(list).includes(a),
};

for (const [name, fn] of Object.entries(SPEC_OPERATORS)) {
  jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
}

/** Every operator a condition may use: JSON Logic's own plus the spec's. */
export const KNOWN_OPERATORS: ReadonlySet<string> = new Set([
  ...Object.keys(SPEC_OPERATORS),
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'cat',
  'substr',
  'merge',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'log',
]);

/**
 * A partial answer map (the server's, a draft's) reads like the browser's full one: a key of
 * the data model that is missing is empty ('' or false), not JSON Logic's null, so
 * {"notIn": [{"var": "country"}, ["", "USA"]]} is false until a country is chosen.
 */
function withEmptyDefaults(answers: Answers): Answers {
  return new Proxy(answers, {
    get: (target, key) =>
      typeof key === 'string' && !Object.hasOwn(target, key) && isAnswerKey(key)
        ? emptyValue(key)
        : Reflect.get(target, key),
  });
}

export function evaluateCondition(condition: Condition, answers: Answers): boolean {
  return Boolean(jsonLogic.apply(condition as never, withEmptyDefaults(answers)));
}
