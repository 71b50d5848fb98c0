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
