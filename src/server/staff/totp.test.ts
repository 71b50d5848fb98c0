import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUri, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", last six of the eight digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpStep', () => {
  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1111111111, '050471', 37037037],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
  ])('at %i s accepts %s as step %i (RFC 6238 vectors)', (seconds, code, step) => {
    expect(totpStep(RFC_SECRET, code, new Date(seconds * 1000))).toBe(step);
  });

  it('accepts one step of drift either side, not two', () => {
    const at = new Date(1111111111 * 1000); // step 37037037
    expect(totpStep(RFC_SECRET, '081804', at)).toBe(37037036);
    expect(totpStep(RFC_SECRET, '287082', at)).toBeUndefined();
  });

  it.each(['', '28708', '2870822', 'abcdef', ' 287082'])('refuses %j', (code) => {
    expect(totpStep(RFC_SECRET, code, new Date(59_000))).toBeUndefined();
  });
});

describe('secrets and URIs', () => {
  it('makes 160-bit base32 secrets, different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri(RFC_SECRET, 'dean@example.edu'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Sample University staff:dean@example.edu');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Sample University staff',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
