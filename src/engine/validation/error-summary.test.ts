// The validation error summary: ordered entries linked to /{page}#{key}, no duplicates, and
// the developer-only bad-config error.
import { describe, expect, it } from 'vitest';
import { errorSummary, FormConfigError, summaryGroups } from './error-summary';

describe('errorSummary', () => {
  it('orders entries by page and question order and links each to its question', () => {
    const entries = errorSummary({
      signature: ['Please type your full name as your signature.'],
      entry_term: ['Please choose when you plan to start.'],
      last_name: ['Last name is required.'],
      first_name: ['First name is required.'],
    });
    expect(entries).toEqual([
      {
        page: 'about',
        key: 'first_name',
        message: 'First name is required.',
        href: '/about#first_name',
      },
      {
        page: 'about',
        key: 'last_name',
        message: 'Last name is required.',
        href: '/about#last_name',
      },
      {
        page: 'education',
        key: 'entry_term',
        message: 'Please choose when you plan to start.',
        href: '/education#entry_term',
      },
      {
        page: 'final-steps',
        key: 'signature',
        message: 'Please type your full name as your signature.',
        href: '/final-steps#signature',
      },
    ]);
  });

  it('shows each message once', () => {
    expect(errorSummary({ city: ['City is required.', 'City is required.'] })).toHaveLength(1);
  });

  it('maps repeated keys to the page of their repeater', () => {
    expect(errorSummary({ hs_3_name: ['x'] })[0]?.href).toBe('/education#hs_3_name');
    expect(errorSummary({ legacy_5_last_name: ['x'] })[0]?.href).toBe('/about#legacy_5_last_name');
  });

  it('skips unknown keys, or throws the bad-config error on a developer machine', () => {
    expect(errorSummary({ not_a_key: ['x'] })).toEqual([]);
    expect(() => errorSummary({ not_a_key: ['x'] }, { strict: true })).toThrow(FormConfigError);
  });
});

describe('summaryGroups', () => {
  const entries = errorSummary({
    signature: ['Please type your full name as your signature.'],
    entry_term: ['Please choose when you plan to start.'],
    first_name: ['First name is required.'],
    last_name: ['Last name is required.'],
  });

  it('groups the entries under their page, the page on screen first, then in step order', () => {
    const titles = (current?: 'about' | 'education' | 'final-steps') =>
      summaryGroups(entries, current).map((g) => [g.title, g.entries.map((e) => e.key)]);
    expect(titles()).toEqual([
      ['About You', ['first_name', 'last_name']],
      ['Academics', ['entry_term']],
      ['Final Steps', ['signature']],
    ]);
    expect(titles('education')).toEqual([
      ['Academics', ['entry_term']],
      ['About You', ['first_name', 'last_name']],
      ['Final Steps', ['signature']],
    ]);
  });

  it('leaves out a page without messages', () => {
    expect(summaryGroups(entries.slice(0, 1), 'final-steps').map((g) => g.page)).toEqual(['about']);
  });
});
