import { describe, expect, it } from 'vitest';
import { impactCounts, impactRows } from './impact-summary';

const application = (
  id: string,
  status: 'in progress' | 'submitted',
  changes: { key: string; value: string; why: 'removed-key' | 'new-required' }[],
) => ({ id, reference: `REF-${id}`, username: `${id}@example.edu`, status, changes });

const applications = [
  application('a', 'in progress', [
    { key: 'middle_name', value: '', why: 'new-required' },
    { key: 'preferred_name', value: 'Al', why: 'removed-key' },
  ]),
  application('b', 'submitted', [{ key: 'middle_name', value: '', why: 'new-required' }]),
  application('c', 'in progress', [{ key: 'middle_name', value: '', why: 'new-required' }]),
];

describe('impactCounts', () => {
  it('counts applications by key and reason, in progress and submitted apart, most first', () => {
    expect(impactCounts(applications)).toEqual([
      { key: 'middle_name', why: 'new-required', inProgress: 2, submitted: 1 },
      { key: 'preferred_name', why: 'removed-key', inProgress: 1, submitted: 0 },
    ]);
  });

  it('gives nothing for no application', () => {
    expect(impactCounts([])).toEqual([]);
  });
});

describe('impactRows', () => {
  it('gives each change with its application, in order', () => {
    expect(
      impactRows(applications).map(({ application: a, change }) => `${a.id}:${change.key}`),
    ).toEqual(['a:middle_name', 'a:preferred_name', 'b:middle_name', 'c:middle_name']);
  });
});
