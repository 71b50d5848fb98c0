/**
 * The list's keyset position, opaque to callers: base64url of `[listed_at, id]`, the sort key of
 * the last row of a page. listed_at is PostgreSQL's own microsecond text, so the next page starts
 * exactly after that row, never skipping or repeating one with the same time.
 */
export interface ListPosition {
  listedAt: string;
  id: string;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether the text is a time that exists: JavaScript's Date.parse takes 2026-02-30 (as March 2)
 * and year 0000, which PostgreSQL refuses with an error, so each part is checked here.
 */
function isRealTime(text: string): boolean {
  const parts = TIME.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return year >= 1 && day >= 1 && day <= monthDays && hour < 24 && minute < 60 && second < 60;
}

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
  if (!isRealTime(listedAt) || !UUID.test(id)) return undefined;
  return { listedAt, id };
}
