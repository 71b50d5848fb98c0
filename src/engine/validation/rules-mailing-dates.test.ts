// Spec section 5, the mailing address's effective and expiration dates: exact messages, read
// against the injected clock.
import { describe, expect, it } from 'vitest';
import { messagesOf, type RuleCase } from '../test-support/page-cases';

const window = (key: string, year: number) => ({ [key]: `${year}-03-01` });
const MIN = (n: number) => [`The minimum supported year is ${n}`];
const MAX = (n: number) => [`The maximum supported year is ${n}`];
const dateCases: RuleCase[] = [
  {
    name: 'effective 6 years back',
    patch: window('mailing_addr_effective_date', 2019),
    key: 'mailing_addr_effective_date',
    expected: undefined,
  },
  {
    name: 'effective 7 years back',
    patch: window('mailing_addr_effective_date', 2018),
    key: 'mailing_addr_effective_date',
    expected: MIN(2019),
  },
  {
    name: 'effective 1 year ahead',
    patch: window('mailing_addr_effective_date', 2026),
    key: 'mailing_addr_effective_date',
    expected: undefined,
  },
  {
    name: 'effective 2 years ahead',
    patch: window('mailing_addr_effective_date', 2027),
    key: 'mailing_addr_effective_date',
    expected: MAX(2026),
  },
  {
    name: 'expiration 3 years back',
    patch: window('mailing_addr_expiration_date', 2022),
    key: 'mailing_addr_expiration_date',
    expected: undefined,
  },
  {
    name: 'expiration 4 years back',
    patch: window('mailing_addr_expiration_date', 2021),
    key: 'mailing_addr_expiration_date',
    expected: MIN(2022),
  },
  {
    name: 'expiration 4 years ahead',
    patch: window('mailing_addr_expiration_date', 2029),
    key: 'mailing_addr_expiration_date',
    expected: undefined,
  },
  {
    name: 'expiration 5 years ahead',
    patch: window('mailing_addr_expiration_date', 2030),
    key: 'mailing_addr_expiration_date',
    expected: MAX(2029),
  },
  {
    name: 'mailing dates are optional',
    patch: { mailing_addr_effective_date: '', mailing_addr_expiration_date: '' },
    key: 'mailing_addr_effective_date',
    expected: undefined,
  },
  {
    name: 'hidden mailing address: no date message',
    patch: { mailing_addr_same_as_perm_addr: true, ...window('mailing_addr_effective_date', 2000) },
    key: 'mailing_addr_effective_date',
    expected: undefined,
  },
];

describe('About You: date rules read the injected clock', () => {
  it.each(dateCases)('$name', ({ patch, key, expected }) => {
    expect(messagesOf('about', patch, key)).toEqual(expected);
  });
});
