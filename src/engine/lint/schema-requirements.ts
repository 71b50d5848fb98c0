// Where a page schema requires an answer, and under which condition: a requirement at the top
// level holds always; one inside an if/then (or else) holds when the answers its "if" reads say
// so. lint-forms compares these with the question markers and with the conditions that hide
// questions.

export interface Requirement {
  key: string;
  /** At the schema's top level: required whatever the other answers are. */
  always: boolean;
  /** The answer keys the enclosing "if"s read (none at the top level). */
  reads: ReadonlySet<string>;
}

/** The part of a property rule that makes its answer required (forms:impact compares it). */
export function requirementOf(rule: unknown): { minLength: number } | { const: true } | undefined {
  if (rule === null || typeof rule !== 'object') return undefined;
  const r = rule as Record<string, unknown>;
  if (typeof r.minLength === 'number' && r.minLength >= 1) return { minLength: r.minLength };
  return r.const === true ? { const: true } : undefined;
}

const isRequirement = (rule: unknown): boolean => requirementOf(rule) !== undefined;

/** The answer keys a schema's "if" tests: every property it names, however deep. */
function testedKeys(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => testedKeys(item, into));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'properties' && v !== null && typeof v === 'object')
        for (const key of Object.keys(v)) into.add(key);
      testedKeys(v, into);
    }
  }
  return into;
}

/** Every requirement of a page schema. What an "if" tests is a condition, not a requirement. */
export function schemaRequirements(schema: unknown): Requirement[] {
  const found: Requirement[] = [];
  const visit = (node: unknown, top: boolean, reads: ReadonlySet<string>): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, false, reads));
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    // The branches of an if hold under what it tests, added to what encloses it.
    const branchReads = 'if' in object ? testedKeys(object.if, new Set(reads)) : reads;
    for (const [k, v] of Object.entries(object)) {
      if (k === 'if' || k === 'errorMessage') continue;
      if (k === 'properties' && v !== null && typeof v === 'object') {
        for (const [key, rule] of Object.entries(v as Record<string, unknown>))
          if (isRequirement(rule)) found.push({ key, always: top, reads });
      } else visit(v, false, k === 'then' || k === 'else' ? branchReads : reads);
    }
  };
  visit(schema, true, new Set());
  return found;
}
