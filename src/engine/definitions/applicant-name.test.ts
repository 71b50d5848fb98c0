import { describe, expect, it } from 'vitest';
import { applicantName } from './applicant-name';

describe('applicantName (spec: the preferred name, or the first name if there is none)', () => {
  it.each([
    [{ preferred_name: 'Sam', first_name: 'Samantha' }, 'Sam'],
    [{ preferred_name: '', first_name: 'Samantha' }, 'Samantha'],
    [{ preferred_name: '   ', first_name: ' Samantha ' }, 'Samantha'],
    [{ first_name: '' }, ''],
    [{}, ''],
  ])('%o is greeted as "%s"', (answers, name) => {
    expect(applicantName(answers)).toBe(name);
  });
});
