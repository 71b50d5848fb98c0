import { describe, expect, it } from 'vitest';
import { inactivityPhase, latestActivity, msUntilNextPhase } from './inactivity-phase';

const MINUTE = 60_000;

describe('inactivity phases (spec section 4)', () => {
  it('is active for the first 14 minutes', () => {
    expect(inactivityPhase(0)).toBe('active');
    expect(inactivityPhase(14 * MINUTE - 1)).toBe('active');
  });

  it('prompts 60 seconds before the 15-minute timeout', () => {
    expect(inactivityPhase(14 * MINUTE)).toBe('prompt');
    expect(inactivityPhase(15 * MINUTE - 1)).toBe('prompt');
  });

  it('expires at 15 minutes or more, however long the absence', () => {
    expect(inactivityPhase(15 * MINUTE)).toBe('expired');
    expect(inactivityPhase(3 * 60 * MINUTE)).toBe('expired');
  });

  it('knows when to look again', () => {
    expect(msUntilNextPhase(0)).toBe(14 * MINUTE);
    expect(msUntilNextPhase(10 * MINUTE)).toBe(4 * MINUTE);
    expect(msUntilNextPhase(14 * MINUTE)).toBe(MINUTE);
    expect(msUntilNextPhase(14.5 * MINUTE)).toBe(0.5 * MINUTE);
    expect(msUntilNextPhase(20 * MINUTE)).toBe(0);
  });

  it('takes the newest activity of any tab', () => {
    expect(latestActivity(1000, null)).toBe(1000);
    expect(latestActivity(1000, '5000')).toBe(5000);
    expect(latestActivity(9000, '5000')).toBe(9000);
    expect(latestActivity(1000, 'garbage')).toBe(1000);
  });
});
