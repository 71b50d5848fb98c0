// A wall-clock time in the institution's zone as the instant it names: staff pick a release
// time as the office's clock reads, whatever zone their browser is in.
const formats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const part = (type: string) =>
    Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (at - (at % 1000));
}

/**
 * "2026-12-01T09:00" in America/Denver as "2026-12-01T16:00:00.000Z"; undefined for text that
 * is not such a time. A time the clocks skip in spring is read with the offset before the change.
 */
export function zonedInstant(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone)).toISOString();
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * An instant as ISO 8601 in the institution's zone, with its offset: "2026-11-30T23:30:00-07:00".
 * What a spreadsheet reads as a time and a person reads as the office's clock (the CSV export).
 */
export function zonedIso(at: Date | string, timeZone: string): string {
  const ms = new Date(at).getTime();
  const offset = offsetAt(ms, timeZone);
  const wall = new Date(ms - (ms % 1000) + offset);
  const minutes = Math.round(offset / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`
  );
}
