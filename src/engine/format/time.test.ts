import { describe, expect, it } from 'vitest';
import { site } from '../definitions/site';
import { applicationReference } from './reference';
import { formatTime } from './time';

describe('formatTime', () => {
  it("writes times in the institution's zone, named", () => {
    expect(site.timeZone).toBe('America/Denver');
    expect(formatTime(new Date('2026-11-23T16:30:00Z'))).toBe('November 23, 2026 at 9:30 AM MST');
    expect(formatTime('2026-07-04T16:30:00Z')).toBe('July 4, 2026 at 10:30 AM MDT');
  });

  it('in Spanish joins the date and the time with a comma, never "a las" (wrong at one o\'clock)', () => {
    expect(formatTime('2026-11-28T06:20:00Z', undefined, 'es-419')).toBe(
      '27 de noviembre de 2026, 11:20 p.m. GMT-7',
    );
    expect(formatTime('2026-11-28T08:05:00Z', undefined, 'es-419')).toBe(
      '28 de noviembre de 2026, 1:05 a.m. GMT-7',
    );
  });
});

describe('applicationReference', () => {
  it('is 8 characters of Crockford base 32 from the id, grouped by four', () => {
    expect(applicationReference('00000000-0000-4000-8000-000000000000')).toBe('0000-0000');
    expect(applicationReference('ffffffff-ff00-4000-8000-000000000000')).toBe('ZZZZ-ZZZZ');
    expect(applicationReference('0123456789-ab')).toBe('04HM-ASW9');
  });
});
