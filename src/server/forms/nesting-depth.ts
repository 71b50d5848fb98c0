// How deeply a parsed JSON value nests, counted without recursion: a body of a million brackets
// parses, but JSON.stringify and the lint recurse and would overflow the stack on it.

/** Whether the value nests arrays or objects deeper than `limit` levels. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= limit) return true;
    for (const child of Object.values(item.value))
      stack.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}
