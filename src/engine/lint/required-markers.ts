// Issue 14: a question's `required: true` marker (the asterisk on screen) and its page schema
// must agree, or the page promises what the server does not check, or the reverse.
import { pointerOf } from './problem';
import type { Located } from './collect';
import { schemaRequirements } from './schema-requirements';

type Report = (file: string, pointer: string, message: string) => void;

/**
 * The keys a page schema requires: `always` at the top level, `sometimes` anywhere else (inside
 * then/else branches).
 */
export function requiredKeys(schema: unknown): { always: Set<string>; sometimes: Set<string> } {
  const always = new Set<string>();
  const sometimes = new Set<string>();
  for (const { key, always: top } of schemaRequirements(schema))
    (top ? always : sometimes).add(key);
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
