// What a condition reads: the answer keys named by {"var": ...} and the operators used.
// lint-forms uses it to report conditions that read keys the data model does not have.

function walk(value: unknown, onOp: (op: string, args: unknown) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, onOp);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [op, args] of Object.entries(value)) {
    onOp(op, args);
    walk(args, onOp);
  }
}

/** The keys a condition reads (the first argument of each var). */
export function conditionVars(condition: unknown): string[] {
  const vars: string[] = [];
  walk(condition, (op, args) => {
    if (op !== 'var') return;
    const name = Array.isArray(args) ? args[0] : args;
    if (typeof name === 'string' && name !== '') vars.push(name);
  });
  return vars;
}

/** The operators a condition uses. */
export function conditionOperators(condition: unknown): string[] {
  const ops: string[] = [];
  walk(condition, (op) => ops.push(op));
  return ops;
}
