import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the embedded store's POST policy allows: one key, one content type, a size range, a deadline. */
export interface LocalPolicy {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** A key of its own for policies, so a signature made here is useless anywhere else the secret signs. */
function sign(secret: string, encoded: string): string {
  return createHmac('sha256', secret).update(`upload-policy\n${encoded}`).digest('base64url');
}

export function encodePolicy(
  secret: string,
  policy: LocalPolicy,
): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return { policy: encoded, signature: sign(secret, encoded) };
}

/** The one failure an applicant meets by waiting: the policy outlived its minutes. */
export const UPLOAD_POLICY_EXPIRED = 'The upload policy has expired. Please choose the file again.';

export type PolicyCheck = { ok: true; policy: LocalPolicy } | { ok: false; message: string };

/** Checks signature first, then shape and deadline; never trusts a field before the signature. */
export function verifyPolicy(
  secret: string,
  encoded: string,
  signature: string,
  now: number,
): PolicyCheck {
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, message: 'The upload signature is not valid.' };
  }
  let policy: LocalPolicy;
  try {
    policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LocalPolicy;
  } catch {
    return { ok: false, message: 'The upload policy is not valid.' };
  }
  if (typeof policy.expiresAt !== 'number' || policy.expiresAt <= now) {
    return { ok: false, message: UPLOAD_POLICY_EXPIRED };
  }
  return { ok: true, policy };
}
