// Issue 14: a question's `required: true` marker (the asterisk on screen) and its page schema
// must agree, or the page promises what the server does not check, or the reverse.
import { pointerOf } from './bundle';
import type { Located } from './collect';

type Report = (file: string, pointer: string, message: string) => void;

/** The part of a property rule that makes its answer required (forms:impact compares it). */
export function requirementOf(rule: unknown): { minLength: number } | { const: true } | undefined {
  if (rule === null || typeof rule !== 'object') return undefined;
  const r = rule as Record<string, unknown>;
  if (typeof r.minLength === 'number' && r.minLength >= 1) return { minLength: r.minLength };
  return r.const === true ? { const: true } : undefined;
}

const isRequirement = (rule: unknown): boolean => requirementOf(rule) !== undefined;

/**
 * The keys a page schema requires: `always` at the top level, `sometimes` anywhere else (inside
 * then/else branches). What an "if" tests is a condition, not a requirement.
 */
export function requiredKeys(schema: unknown): { always: Set<string>; sometimes: Set<string> } {
  const always = new Set<string>();
  const sometimes = new Set<string>();
  const visit = (node: unknown, top: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, false));
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'if' || k === 'errorMessage') continue;
      if (k === 'properties' && v !== null && typeof v === 'object') {
        for (const [key, rule] of Object.entries(v as Record<string, unknown>)) {
          if (isRequirement(rule)) (top ? always : sometimes).add(key);
        }
      } else visit(v, false);
    }
  };
  visit(schema, true);
  return { always, sometimes };
}

/** Markers the schema never enforces, and keys it always requires that carry no marker. */
export function checkRequiredMarkers(
  pageFile: string,
  markers: readonly Located[],
  schemaFile: string,
  schema: unknown,
  report: Report,
): void {
  const { always, sometimes } = requiredKeys(schema);
  const marked = new Set(markers.map((m) => m.value));
  for (const { value, pointer } of markers) {
    if (!always.has(value) && !sometimes.has(value))
      report(
        pageFile,
        pointer,
        `"${value}" is marked required but ${schemaFile} never requires it (add a rule with a message, or remove the marker)`,
      );
  }
  for (const key of always) {
    if (!marked.has(key))
      report(
        schemaFile,
        pointerOf('properties', key),
        `"${key}" is required here but its question has no "required": true marker`,
      );
  }
}
