import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedIso } from './zoned-instant';

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

describe('zonedIso', () => {
  it.each([
    ['2026-12-01T06:30:00.000Z', 'America/Denver', '2026-11-30T23:30:00-07:00'],
    ['2026-07-04T18:00:59.999Z', 'America/Denver', '2026-07-04T12:00:59-06:00'],
    ['2026-11-30T15:30:00.000Z', 'Asia/Kolkata', '2026-11-30T21:00:00+05:30'],
    ['2026-12-01T09:00:00.000Z', 'UTC', '2026-12-01T09:00:00+00:00'],
  ])('%s in %s is %s', (instant, zone, text) => {
    expect(zonedIso(instant, zone)).toBe(text);
  });
});
