import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

const SECRET = 'a'.repeat(64);

describe('seal and open', () => {
  it('round-trips, with a fresh nonce each time', () => {
    const a = seal(SECRET, 'purpose', 'JBSWY3DPEHPK3PXP');
    const b = seal(SECRET, 'purpose', 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(SECRET, 'purpose', a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another server secret, another purpose, a changed text, a malformed one', () => {
    const sealed = seal(SECRET, 'purpose', 'value');
    expect(() => open('b'.repeat(64), 'purpose', sealed)).toThrow();
    expect(() => open(SECRET, 'other', sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data?.[0] === 'A' ? 'B' : 'A'}${data?.slice(1)}`;
    expect(() => open(SECRET, 'purpose', [v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => open(SECRET, 'purpose', 'v1.only')).toThrow('not a sealed value');
  });
});
