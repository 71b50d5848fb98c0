import { describe, expect, it } from 'vitest';
import { openFlow, sealFlow } from './oidc-flow';
import { seal } from './secret-box';

const SECRET = 'a-server-secret-that-is-long-enough-0123456789';
const FLOW = { state: 's-1', codeVerifier: 'v-1', nonce: 'n-1' };
const NOW = new Date('2026-11-25T12:00:00Z');
const END = new Date(NOW.getTime() + 10 * 60_000);

/** The sealed value with its authentication tag's first character changed. */
const tamper = (sealed: string) =>
  sealed.replace(
    /^(v1\.[^.]+\.)(.)/,
    (_, head: string, c: string) => head + (c === 'A' ? 'B' : 'A'),
  );

describe('the sealed single sign-on flow cookie', () => {
  it('opens to the flow it sealed until its end, and hides it', () => {
    const cookie = sealFlow(SECRET, FLOW, END);
    expect(cookie).not.toContain('s-1');
    expect(openFlow(SECRET, cookie, NOW)).toEqual(FLOW);
    expect(openFlow(SECRET, cookie, new Date(END.getTime() - 1))).toEqual(FLOW);
  });

  it('is refused at its end, under another secret, tampered with, or not a flow', () => {
    const cookie = sealFlow(SECRET, FLOW, END);
    expect(openFlow(SECRET, cookie, END)).toBeUndefined();
    expect(openFlow(`${SECRET}x`, cookie, NOW)).toBeUndefined();
    expect(openFlow(SECRET, tamper(cookie), NOW)).toBeUndefined();
    expect(openFlow(SECRET, 'plain', NOW)).toBeUndefined();
    expect(openFlow(SECRET, seal(SECRET, 'staff-oidc-flow', 'null'), NOW)).toBeUndefined();
    expect(
      openFlow(SECRET, seal(SECRET, 'staff-oidc-flow', JSON.stringify({ state: 1 })), NOW),
    ).toBeUndefined();
    // Sealed for another purpose (a TOTP secret's key) is not a flow.
    expect(openFlow(SECRET, seal(SECRET, 'staff-totp', JSON.stringify(FLOW)), NOW)).toBeUndefined();
  });
});
