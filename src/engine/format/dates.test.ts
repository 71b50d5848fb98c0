import { describe, expect, it } from 'vitest';
import { isCalendarDate, isInvalidStoredDate } from './dates';

describe('dates', () => {
  it.each([
    ['2008-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2007-02-29', false],
    ['2008-04-30', true],
    ['2008-04-31', false],
    ['2008-12-31', true],
    ['2008-13-01', false],
    ['2008-00-10', false],
    ['2008-01-00', false],
    ['0099-01-01', true],
    ['2008-1-01', false],
    ['01/02/2008', false],
    ['', false],
  ])('isCalendarDate(%j) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('holds only date questions to real dates, and lets them be emptied', () => {
    expect(isInvalidStoredDate('birth_date', '2008-02-30')).toBe(true);
    expect(isInvalidStoredDate('birth_date', '')).toBe(false);
    expect(isInvalidStoredDate('birth_date', '2008-02-28')).toBe(false);
    expect(isInvalidStoredDate('first_name', '2008-02-30')).toBe(false);
  });
});
