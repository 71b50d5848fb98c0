import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-instant';

describe('zonedInstant', () => {
  it.each([
    ['2026-12-01T09:00', 'America/Denver', '2026-12-01T16:00:00.000Z'],
    ['2026-07-01T09:00', 'America/Denver', '2026-07-01T15:00:00.000Z'],
    ['2026-12-01T00:30', 'Asia/Tokyo', '2026-11-30T15:30:00.000Z'],
    ['2026-12-01T09:00', 'UTC', '2026-12-01T09:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(zonedInstant(local, zone)).toBe(instant);
  });

  it('is undefined for text that is not a local time', () => {
    expect(zonedInstant('tomorrow', 'UTC')).toBeUndefined();
    expect(zonedInstant('2026-12-01', 'UTC')).toBeUndefined();
  });
});
