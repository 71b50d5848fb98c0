import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from './without-bidi-controls';

describe('withoutBidiControls', () => {
  it.each([
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['\u202a\u202b\u202c\u202d\u202ea.pdf', 'a.pdf'],
    ['\u2066\u2067\u2068\u2069b.pdf', 'b.pdf'],
    ['\u200ec\u200f\u061c.png', 'c.png'],
    ['شهادة.pdf', 'شهادة.pdf'],
    ['transcript (1).pdf', 'transcript (1).pdf'],
  ])('%j becomes %j', (name, expected) => {
    expect(withoutBidiControls(name)).toBe(expected);
  });
});
