// A page schema's "if" (a rule that applies in some cases) compares a select's answer with
// "const" or "enum" values; a label there ("Yes" for "Y") makes the rule never apply, so a
// required answer is silently never required. Same check as for the pages' conditions.
import type { Option } from '../types';
import { pointerOf } from './problem';
import { notAValue } from './condition-values';

type Report = (file: string, pointer: string, message: string) => void;

interface Compared {
  key: string;
  value: string;
  pointer: string;
}

/** The string values each "if" below `node` compares an answer with, "not" included. */
function ifComparisons(node: unknown, pointer: string, inIf: boolean, out: Compared[]): void {
  if (node === null || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    const p = pointer + pointerOf(k);
    if (inIf && k === 'properties' && v !== null && typeof v === 'object') {
      for (const [key, rule] of Object.entries(v as Record<string, unknown>)) {
        const { const: single, enum: several } = (rule ?? {}) as Record<string, unknown>;
        const rp = p + pointerOf(key);
        if (typeof single === 'string') out.push({ key, value: single, pointer: `${rp}/const` });
        if (Array.isArray(several))
          several.forEach((value, i) => {
            if (typeof value === 'string') out.push({ key, value, pointer: `${rp}/enum/${i}` });
          });
      }
    }
    ifComparisons(v, p, inIf || k === 'if', out);
  }
}

export function checkSchemaIfValues(
  file: string,
  schema: unknown,
  optionsOf: ReadonlyMap<string, Option[]>,
  report: Report,
): void {
  const found: Compared[] = [];
  ifComparisons(schema, '', false, found);
  for (const { key, value, pointer } of found) {
    const options = optionsOf.get(key);
    if (!options || value === '' || options.some((o) => o.value === value)) continue;
    report(
      file,
      pointer,
      `this rule applies when "${key}" is "${value}", which it never is: ${notAValue(key, value, options)}`,
    );
  }
}
