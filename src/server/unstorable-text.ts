/**
 * NUL, and a UTF-16 surrogate without its partner: text PostgreSQL cannot store (in `text` or
 * `jsonb`) and UTF-8 cannot encode. JSON.parse turns the escapes `\u0000` and `\ud800` into
 * exactly these, so input is checked after parsing.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path (`a.b.0`) of the first string or property name in a parsed value that cannot be
 * stored, or undefined. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (isUnstorable(key)) return path === '' ? '(a field name)' : `${path}.(a field name)`;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}
