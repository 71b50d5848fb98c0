// Spec section 5, Personal and Address: each rule valid and invalid, exact messages.
import { describe, expect, it } from 'vitest';
import { messagesOf, type RuleCase } from '../test-support/page-cases';

const BOTH_PHONES = 'Please enter either a home phone or cell phone number.';
const ZIP = 'Please enter a valid ZIP code, for example 80221 or 80221-1234.';
const SMS = 'A cell phone number is required to receive text message updates.';

const cases: RuleCase[] = [
  {
    name: 'first name given',
    patch: { first_name: 'Alex' },
    key: 'first_name',
    expected: undefined,
  },
  {
    name: 'first name empty',
    patch: { first_name: '' },
    key: 'first_name',
    expected: ['First name is required.'],
  },
  { name: 'last name given', patch: {}, key: 'last_name', expected: undefined },
  {
    name: 'last name empty',
    patch: { last_name: '' },
    key: 'last_name',
    expected: ['Last name is required.'],
  },
  {
    name: 'home phone empty is allowed',
    patch: { phone_home: '' },
    key: 'phone_home',
    expected: undefined,
  },
  {
    name: 'home phone well formed',
    patch: { phone_home: '(970) 555-1234' },
    key: 'phone_home',
    expected: undefined,
  },
  {
    name: 'home phone without the mask',
    patch: { phone_home: '3035550100' },
    key: 'phone_home',
    expected: ['Please enter a valid home phone number.'],
  },
  {
    name: 'home phone area code starting 1',
    patch: { phone_home: '(103) 555-0100' },
    key: 'phone_home',
    expected: ['Please enter a valid home phone number.'],
  },
  {
    name: 'home phone area code starting 0',
    patch: { phone_home: '(003) 555-0100' },
    key: 'phone_home',
    expected: ['Please enter a valid home phone number.'],
  },
  {
    name: 'cell phone well formed',
    patch: { phone_mobile: '(212) 555-0100' },
    key: 'phone_mobile',
    expected: undefined,
  },
  {
    name: 'cell phone too short',
    patch: { phone_mobile: '(303) 555-010' },
    key: 'phone_mobile',
    expected: ['Please enter a valid cell phone number.'],
  },
  {
    name: 'text updates with a cell phone',
    patch: { optin_sms_ind: true },
    key: 'phone_mobile',
    expected: undefined,
  },
  {
    name: 'text updates without a cell phone',
    patch: { optin_sms_ind: true, phone_mobile: '' },
    key: 'phone_mobile',
    expected: [SMS],
  },
  {
    name: 'text updates: no "either" message',
    patch: { optin_sms_ind: true, phone_mobile: '', phone_home: '' },
    key: 'phone_home',
    expected: undefined,
  },
  {
    name: 'no phone at all',
    patch: { optin_sms_ind: false, phone_mobile: '', phone_home: '' },
    key: 'phone_home',
    expected: [BOTH_PHONES],
  },
  {
    name: 'only a home phone',
    patch: { optin_sms_ind: false, phone_mobile: '' },
    key: 'phone_home',
    expected: undefined,
  },
  {
    name: 'only a cell phone',
    patch: { optin_sms_ind: false, phone_home: '' },
    key: 'phone_home',
    expected: undefined,
  },
  {
    name: 'international variant: an international phone is enough',
    patch: {
      optin_sms_ind: false,
      phone_home: '',
      phone_mobile: '',
      country: 'GBR',
      phone_international: '+44 20 7946 0958',
    },
    key: 'phone_home',
    expected: undefined,
  },
  {
    name: 'birth date empty',
    patch: { birth_date: '' },
    key: 'birth_date',
    expected: ['Date of birth is required.'],
  },
  {
    name: 'birth date exactly 13 years ago',
    patch: { birth_date: '2012-06-15' },
    key: 'birth_date',
    expected: undefined,
  },
  {
    name: 'birth date one day short of 13',
    patch: { birth_date: '2012-06-16' },
    key: 'birth_date',
    expected: ['You must be 13 years or older to apply.'],
  },
  {
    name: 'birth date exactly 100 years ago',
    patch: { birth_date: '1925-06-15' },
    key: 'birth_date',
    expected: undefined,
  },
  {
    name: 'birth date more than 100 years ago',
    patch: { birth_date: '1925-06-14' },
    key: 'birth_date',
    expected: ['This date is not supported. Please contact help support for assistance.'],
  },
  { name: 'address line given', patch: {}, key: 'address_line_1', expected: undefined },
  {
    name: 'address line empty',
    patch: { address_line_1: '' },
    key: 'address_line_1',
    expected: ['Street address is required.'],
  },
  { name: 'city empty', patch: { city: '' }, key: 'city', expected: ['City is required.'] },
  {
    name: 'country empty',
    patch: { country: '', state: '', zip: '' },
    key: 'country',
    expected: ['Country is required.'],
  },
  { name: 'state given in the USA', patch: {}, key: 'state', expected: undefined },
  {
    name: 'state empty in the USA',
    patch: { state: '' },
    key: 'state',
    expected: ['State or province is required.'],
  },
  {
    name: 'state empty in Canada',
    patch: { country: 'CAN', state: '', zip: 'K1A 0B1' },
    key: 'state',
    expected: ['State or province is required.'],
  },
  {
    name: 'state not needed in Mexico',
    patch: { country: 'MEX', state: '' },
    key: 'state',
    expected: undefined,
  },
  { name: 'ZIP of 5 digits in the USA', patch: { zip: '80204' }, key: 'zip', expected: undefined },
  {
    name: 'ZIP of 4 digits in the USA',
    patch: { zip: '8020' },
    key: 'zip',
    expected: ['ZIP/Postal Code must be at least 5 characters.'],
  },
  {
    name: 'ZIP empty in the USA',
    patch: { zip: '' },
    key: 'zip',
    expected: ['ZIP/Postal Code must be at least 5 characters.'],
  },
  {
    name: 'ZIP+4 in the USA',
    patch: { zip: '80204-1234' },
    key: 'zip',
    expected: undefined,
  },
  {
    name: 'ZIP of letters in the USA',
    patch: { zip: 'ABCDE' },
    key: 'zip',
    expected: [ZIP],
  },
  {
    name: 'ZIP with a bad +4 in the USA',
    patch: { zip: '80204-12' },
    key: 'zip',
    expected: [ZIP],
  },
  {
    name: 'mailing ZIP of letters in the USA',
    patch: {
      mailing_addr_same_as_perm_addr: false,
      mailing_country: 'USA',
      mailing_zip: 'ABCDE',
    },
    key: 'mailing_zip',
    expected: [ZIP],
  },
  {
    name: 'first name of spaces is missing',
    patch: { first_name: '   ' },
    key: 'first_name',
    expected: ['First name is required.'],
  },
  {
    name: 'own e-mail that is no e-mail',
    patch: { email_address: 'not an e-mail' },
    key: 'email_address',
    expected: ['Please provide a valid email address.'],
  },
  {
    name: 'own e-mail that is one',
    patch: { email_address: 'alex@example.org' },
    key: 'email_address',
    expected: undefined,
  },
  {
    name: 'short postal code outside the USA',
    patch: { country: 'IRL', state: '', zip: 'D02' },
    key: 'zip',
    expected: undefined,
  },
];

describe('About You: personal and address rules', () => {
  it.each(cases)('$name', ({ patch, key, expected }) => {
    expect(messagesOf('about', patch, key)).toEqual(expected);
  });
});
