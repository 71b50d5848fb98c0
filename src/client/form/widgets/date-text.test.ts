import { describe, expect, it } from 'vitest';
import { isoToTypedDate, typedDateProblem, typedDateToIso } from './date-text';

describe('typed dates', () => {
  it.each([
    ['03/27/2007', '2007-03-27'],
    ['02/29/2008', '2008-02-29'],
    ['02/29/2007', ''],
    ['02/30/2008', ''],
    ['13/01/2008', ''],
    ['03/27/20', ''],
    ['', ''],
    ['00/10/2008', ''],
    ['01/01/0999', ''],
    ['01/01/1000', '1000-01-01'],
  ])('%s is stored as %j', (typed, iso) => {
    expect(typedDateToIso(typed)).toBe(iso);
  });

  it('shows a stored date as MM/DD/YYYY and ignores anything else', () => {
    expect(isoToTypedDate('2007-03-27')).toBe('03/27/2007');
    expect(isoToTypedDate('')).toBe('');
    expect(isoToTypedDate('03/27/2007')).toBe('');
    expect(isoToTypedDate('2007-02-30')).toBe('');
    expect(isoToTypedDate('0050-01-01')).toBe('01/01/0050');
  });
});

describe('typedDateProblem (issue 14)', () => {
  it('names an impossible complete date, and nothing else', () => {
    expect(typedDateProblem('02/30/2008')).toBe('Enter a real date, for example 03/27/2008.');
    expect(typedDateProblem('13/01/2008')).toBe('Enter a real date, for example 03/27/2008.');
    expect(typedDateProblem('02/29/2008')).toBeUndefined();
    expect(typedDateProblem('02/3')).toBeUndefined();
    expect(typedDateProblem('')).toBeUndefined();
  });
});
