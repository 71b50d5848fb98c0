// When a page schema requires one answer: the schema cut down to that key's requirement (its
// minLength of 1 or more, or const true) under the same if/then/else, compiled once, so a
// question's conditions are judged by AJV exactly as validation judges them.
import type { Answers } from '../types';
import { createAjv } from '../validation/create-ajv';
import { requirementOf } from '../lint/schema-requirements';

export interface RequirementRule {
  /** JSON of the cut-down schema: two sides with the same text require the same way. */
  text: string;
  /** The answer keys the rule reads besides its own (its "if" conditions). */
  reads: readonly string[];
  /** True when `answers` (which lack the key) would fail the requirement. */
  requires(answers: Answers, now: Date): boolean;
}

type Json = unknown;

/** The schema with every property rule dropped but `key`'s requirement; undefined when none is left. */
function cutDown(node: Json, key: string, reads: Set<string>): Json {
  if (Array.isArray(node)) {
    const kept = node.map((item) => cutDown(item, key, reads)).filter((item) => item !== undefined);
    return kept.length > 0 ? kept : undefined;
  }
  if (node === null || typeof node !== 'object') return undefined;
  const out: Record<string, Json> = {};
  for (const [name, value] of Object.entries(node as Record<string, Json>)) {
    if (name === 'if') continue; // kept below, whole, when its branches still require something
    if (name === 'properties' && value !== null && typeof value === 'object') {
      const rule = requirementOf((value as Record<string, Json>)[key]);
      if (rule) out.properties = { [key]: rule };
      continue;
    }
    if (
      name === 'allOf' ||
      name === 'anyOf' ||
      name === 'oneOf' ||
      name === 'then' ||
      name === 'else'
    ) {
      const kept = cutDown(value, key, reads);
      if (kept !== undefined) out[name] = kept;
    }
  }
  if (Object.keys(out).length === 0) return undefined;
  const condition = (node as Record<string, Json>).if;
  if (condition !== undefined) {
    out.if = condition;
    collectProperties(condition, reads);
  }
  return out;
}

function collectProperties(node: Json, into: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => collectProperties(item, into));
  if (node === null || typeof node !== 'object') return;
  for (const [name, value] of Object.entries(node as Record<string, Json>)) {
    if (name === 'properties' && value !== null && typeof value === 'object')
      for (const read of Object.keys(value)) into.add(read);
    collectProperties(value, into);
  }
}

/**
 * The requirement rule of every key a page schema requires, always or under a condition.
 * `emptyOf` gives a key's empty value ('' or false), which an unanswered condition reads.
 */
export function requirementRules(
  schema: Json,
  keys: Iterable<string>,
  emptyOf: (key: string) => string | boolean,
): Map<string, RequirementRule> {
  const ajv = createAjv();
  const rules = new Map<string, RequirementRule>();
  for (const key of keys) {
    const reads = new Set<string>();
    const cut = cutDown(schema, key, reads);
    if (cut === undefined) continue;
    reads.delete(key);
    const validate = ajv.compile({ ...(cut as object), type: 'object' });
    const readList = [...reads];
    rules.set(key, {
      text: JSON.stringify(cut),
      reads: readList,
      requires(answers, now) {
        // Validation sees every key of the page, empty when unanswered, strings trimmed.
        const data: Answers = { [key]: emptyOf(key) };
        for (const read of readList) {
          const value = answers[read] ?? emptyOf(read);
          data[read] = typeof value === 'string' ? value.trim() : value;
        }
        return !validate.call({ now }, data);
      },
    });
  }
  return rules;
}
