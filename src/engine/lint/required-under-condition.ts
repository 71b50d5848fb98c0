// Issue 29: a question the page schema requires, placed where a condition, a tab or an entry
// count can hide it, silently becomes optional: a hidden question is never checked. Unless the
// schema requires it only under an "if" on the same answers the hiding condition reads.
import type { Gate, Located } from './collect';
import { schemaRequirements, type Requirement } from './schema-requirements';

type Report = (file: string, pointer: string, message: string) => void;

/**
 * The requirement holds only where the gate shows the question: its "if" reads an answer the
 * gate reads, or one the gate hides too (a condition clears what it hides, so the "if" fails).
 */
function carriesGate(
  requirement: Requirement,
  gate: Gate,
  hiddenWith: ReadonlyMap<Gate, ReadonlySet<string>>,
): boolean {
  if (requirement.always) return false;
  if (gate.reads.length === 0) return true;
  return [...requirement.reads].some(
    (key) => gate.reads.includes(key) || hiddenWith.get(gate)?.has(key) === true,
  );
}

export function checkRequiredUnderCondition(
  pageFile: string,
  hideable: readonly (Located & { hiddenBy: readonly Gate[] })[],
  schemaFile: string,
  schema: unknown,
  report: Report,
): void {
  const requirements = schemaRequirements(schema);
  const hiddenWith = new Map<Gate, Set<string>>();
  for (const { value, hiddenBy } of hideable)
    for (const gate of hiddenBy)
      hiddenWith.set(gate, (hiddenWith.get(gate) ?? new Set()).add(value));
  for (const { value, pointer, hiddenBy } of hideable) {
    const own = requirements.filter((r) => r.key === value);
    // Each rule that requires it must hold only where its question is shown.
    if (own.every((r) => hiddenBy.every((gate) => carriesGate(r, gate, hiddenWith)))) continue;
    const reads = [...new Set(hiddenBy.flatMap((gate) => gate.reads))];
    const rule = reads.length > 0 ? `an "if" on the same answers (${reads.join(', ')})` : 'an "if"';
    report(
      pageFile,
      pointer,
      `"${value}" is required by ${schemaFile}, but ${hiddenBy.map((g) => g.what).join(' and ')} can hide its question, and a hidden question is never checked: require it only under ${rule}, or move the question where nothing hides it`,
    );
  }
}
