import { describe, expect, it } from 'vitest';
import { conversionInterval, isConverting, pdfInterval } from './polling';

describe('document polling', () => {
  it('polls a conversion every 2000 ms while it runs and stops once settled', () => {
    expect(conversionInterval('unprocessed')).toBe(2000);
    expect(conversionInterval('in_progress')).toBe(2000);
    for (const settled of ['completed', 'failed', 'not_answered'] as const)
      expect(conversionInterval(settled)).toBe(false);
    expect(isConverting(undefined)).toBe(false);
  });

  it('polls the application PDF every 1000 ms until ready, then every 10 minutes', () => {
    expect(pdfInterval(undefined)).toBe(1000);
    expect(pdfInterval('unprocessed')).toBe(1000);
    expect(pdfInterval('in_progress')).toBe(1000);
    expect(pdfInterval('completed')).toBe(600_000);
    expect(pdfInterval('failed')).toBe(false);
  });
});
