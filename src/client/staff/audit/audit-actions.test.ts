import { describe, expect, it } from 'vitest';
import { actionText, detailText } from './audit-actions';

describe('the audit in words', () => {
  it('names known actions and shows others as recorded', () => {
    expect(actionText('read')).toBe('Opened an application');
    expect(actionText('unassign')).toBe('Unassigned a reader');
    expect(actionText('some_later_action')).toBe('some_later_action');
  });

  it('leaves empty parts of a search out of its detail', () => {
    expect(detailText({ q: 'garcia', status: '', page: 1, sort: '-name', x: null })).toBe(
      'q: garcia, page: 1, sort: -name',
    );
    expect(detailText({})).toBe('');
  });

  it('shows the search an assignment was made by in brackets, its empty parts left out', () => {
    expect(
      detailText({
        reader: 'r@example.edu',
        search: { q: '', status: 'submitted', entry_term: '2027FA', sort: 'name' },
      }),
    ).toBe('reader: r@example.edu, search: (status: submitted, entry_term: 2027FA, sort: name)');
  });
});
