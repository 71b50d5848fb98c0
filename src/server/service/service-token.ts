import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { normalizeUsername } from '../accounts/username';

/** Spec section 6's service token: one application, 24 hours. */
export const SERVICE_TOKEN_HOURS = 24;
const PREFIX = 'st1';

export interface ServiceTokenClaims {
  /** Random id, written to the audit table on every use. */
  id: string;
  /** The application's account (its e-mail address, normalized). */
  username: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`service-token\n${body}`).digest('base64url');
}

/**
 * A signed, self-contained token. It names the account by e-mail rather than by database id,
 * so `npm run service-token` can mint one with only the secret, even while the server holds the
 * embedded database; the server resolves the account when the token is used.
 */
export function mintServiceToken(
  secret: string,
  email: string,
  now: Date,
): { token: string; claims: ServiceTokenClaims } {
  const claims: ServiceTokenClaims = {
    id: randomUUID(),
    username: normalizeUsername(email),
    expiresAt: Math.floor(now.getTime() / 1000) + SERVICE_TOKEN_HOURS * 3600,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${PREFIX}.${body}.${sign(secret, body)}`, claims };
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function verifyServiceToken(
  secret: string,
  token: string,
  now: Date,
): ServiceTokenClaims | undefined {
  const [prefix, body, signature, ...rest] = token.split('.');
  if (prefix !== PREFIX || !body || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: ServiceTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ServiceTokenClaims;
  } catch {
    return undefined;
  }
  if (
    typeof claims.id !== 'string' ||
    typeof claims.username !== 'string' ||
    typeof claims.expiresAt !== 'number'
  )
    return undefined;
  return claims.expiresAt * 1000 > now.getTime() ? claims : undefined;
}
