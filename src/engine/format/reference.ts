// The application reference: a short id a person can read out on the phone, derived from the
// applicant's id (a random UUID), so it needs no storage. Crockford's base 32 leaves out I, L,
// O and U, which are easily misheard or misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "7KQ2-M9XD": 40 bits of the id in 8 characters, grouped by four. */
export function applicationReference(applicantId: string): string {
  const hex = applicantId.replace(/-/g, '').slice(0, 10).padEnd(10, '0');
  let bits = BigInt(`0x${hex}`);
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** Crockford's readings of the letters people write for digits. */
const ALIASES: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * The range of applicant ids an application reference names (its 40 bits are the id's first
 * ten hex digits), or undefined for text that is not a whole reference ("7kq2-m9xd", "7KQ2M9XD").
 */
export function referenceIdRange(text: string): { from: string; to: string } | undefined {
  const symbols = text.toUpperCase().replace(/^(.{4})-(.{4})$/, '$1$2');
  if (symbols.length !== 8) return undefined;
  let bits = 0n;
  for (const symbol of symbols) {
    const value = ALPHABET.indexOf(ALIASES[symbol] ?? symbol);
    if (value < 0) return undefined;
    bits = (bits << 5n) | BigInt(value);
  }
  const hex = bits.toString(16).padStart(10, '0');
  const id = (tail: string) => `${hex.slice(0, 8)}-${hex.slice(8)}${tail}`;
  return { from: id('00-0000-0000-000000000000'), to: id('ff-ffff-ffff-ffffffffffff') };
}
