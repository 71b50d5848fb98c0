import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe: session cookies, reset ids, draft tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their sha256, so a copy of the database opens no session. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six uniformly random digits, leading zeros kept. */
export function randomCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * A short code has few possible values, so a plain hash could be reversed by trying them all;
 * keyed with the server secret, a stolen table alone gives nothing away.
 */
export function hashCode(secret: string, applicantId: string, code: string): string {
  return createHmac('sha256', secret).update(`${applicantId}:${code}`).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
