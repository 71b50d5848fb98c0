import { LIST_SORTS, type ListSort } from '../../../contracts/staff-applications';
import {
  sortsByTime,
  sortValueCount,
  type ListPosition,
} from '../../repositories/listing/listing-order';
import { isUnstorable } from '../../unstorable-text';

/**
 * The list's keyset position, opaque to callers: base64url of `[sort, values, id]`, the sort
 * and the sort values of the last row of a page. A time is PostgreSQL's own microsecond text,
 * so the next page starts exactly after that row, never skipping or repeating one.
 */
export interface ListCursor extends ListPosition {
  sort: ListSort;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Longer than any listed value (names and e-mail addresses are limited well below). */
const MAX_VALUE = 400;

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

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.values, cursor.id])).toString('base64url');
}

/** The position a cursor names, or undefined for anything this server did not make. */
export function decodeCursor(cursor: string): ListCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [sort, values, id] = value as unknown[];
  if (!LIST_SORTS.includes(sort as ListSort) || typeof id !== 'string' || !UUID.test(id))
    return undefined;
  const known = sort as ListSort;
  if (!Array.isArray(values) || values.length !== sortValueCount(known)) return undefined;
  const texts = values.filter(
    (v): v is string => typeof v === 'string' && v.length <= MAX_VALUE && !isUnstorable(v),
  );
  if (texts.length !== values.length) return undefined;
  if (sortsByTime(known) && !isRealTime(texts[0] ?? '')) return undefined;
  return { sort: known, values: texts, id };
}
