/**
 * The list's keyset position, opaque to callers: base64url of `[listed_at, id]`, the sort key of
 * the last row of a page. listed_at is PostgreSQL's own microsecond text, so the next page starts
 * exactly after that row, never skipping or repeating one with the same time.
 */
export interface ListPosition {
  listedAt: string;
  id: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.listedAt, position.id])).toString('base64url');
}

/** The position a cursor names, or undefined for anything this server did not make. */
export function decodeCursor(cursor: string): ListPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [listedAt, id] = value as unknown[];
  if (typeof listedAt !== 'string' || typeof id !== 'string') return undefined;
  if (!TIME.test(listedAt) || Number.isNaN(Date.parse(listedAt)) || !UUID.test(id))
    return undefined;
  return { listedAt, id };
}
