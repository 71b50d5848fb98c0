import { open, seal } from './secret-box';

const PURPOSE = 'staff-oidc-flow';

/** What the callback needs of a single sign-on under way. */
export interface OidcFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * The flow, sealed (AES-256-GCM under a key of its own) into the browser's short-lived cookie
 * with its end time: nothing is stored on the server, so anonymous starts cannot fill a table,
 * and the PKCE verifier stays unreadable to anyone holding the cookie.
 */
export function sealFlow(serverSecret: string, flow: OidcFlow, expiresAt: Date): string {
  return seal(serverSecret, PURPOSE, JSON.stringify({ ...flow, expiresAt: expiresAt.getTime() }));
}

/** The flow a cookie holds; undefined for one this server did not seal, or past its end. */
export function openFlow(serverSecret: string, cookie: string, now: Date): OidcFlow | undefined {
  let value: unknown;
  try {
    value = JSON.parse(open(serverSecret, PURPOSE, cookie));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { state, codeVerifier, nonce, expiresAt } = value as Record<string, unknown>;
  if (
    typeof state !== 'string' ||
    typeof codeVerifier !== 'string' ||
    typeof nonce !== 'string' ||
    typeof expiresAt !== 'number' ||
    expiresAt <= now.getTime()
  )
    return undefined;
  return { state, codeVerifier, nonce };
}
