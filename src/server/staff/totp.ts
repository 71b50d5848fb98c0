import { Secret, TOTP } from 'otpauth';
import { site } from '../../engine';

/** RFC 6238 as every authenticator app reads it: SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
/** One step either side, for a phone clock a little off. */
const WINDOW = 1;

function totpOf(base32Secret: string, username: string): TOTP {
  return new TOTP({
    issuer: `${site.name} staff`,
    label: username,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A new 160-bit secret, base32 (what the QR code and the text both carry). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/<issuer>:<username>?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`. */
export function otpauthUri(base32Secret: string, username: string): string {
  return totpOf(base32Secret, username).toString();
}

/**
 * The time step of `code` when it is valid at `now` (within one step either side), else
 * undefined. The caller accepts it only if the step is later than the last one used.
 */
export function totpStep(base32Secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const timestamp = now.getTime();
  const delta = totpOf(base32Secret, '').validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? undefined : Math.floor(timestamp / 1000 / TOTP_PERIOD_S) + delta;
}
