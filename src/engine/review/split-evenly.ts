/**
 * How many of `total` applications each of `parts` readers is given when a search is split
 * between them evenly in the list's order: consecutive runs whose sizes differ by at most one,
 * the longer first. The confirmation the admin reads and the assignment the server makes both
 * come from here, so what is said is what is done.
 */
export function splitEvenly(total: number, parts: number): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total ${total}`);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`parts ${parts}`);
  const base = Math.floor(total / parts);
  const longer = total % parts;
  return Array.from({ length: parts }, (_, i) => base + (i < longer ? 1 : 0));
}
