// Spec section 5, Education and Final: valid and invalid, exact messages.
import { describe, expect, it } from 'vitest';
import { messagesOf, type RuleCase } from '../test-support/page-cases';

const required = (key: string, message: string, extra: Record<string, string> = {}): RuleCase[] => [
  { name: `${key} given`, patch: {}, key, expected: undefined },
  { name: `${key} empty`, patch: { [key]: '', ...extra }, key, expected: [message] },
];

const education: RuleCase[] = [
  ...required('entry_term', 'Please choose when you plan to start.'),
  ...required('applied_major', 'Please choose an intended major.'),
  ...required('career_goal', 'Please choose a career interest.'),
  ...required('first_hear_regis', 'Please tell us how you first heard about Sample University.'),
  ...required('hs_name', 'High school name is required.'),
  ...required('hs_attend_from_month', 'Please choose the month you started high school.'),
  ...required('grad_month', 'Please choose your high school graduation month.'),
  ...required('co_grad', 'Please tell us whether you will graduate from a Colorado high school.'),
  {
    name: 'co_attend empty when co_grad is Y',
    patch: { co_attend: '' },
    key: 'co_attend',
    expected: [
      'Please tell us whether you will have attended a Colorado high school for three years.',
    ],
  },
  {
    name: 'co_reside empty when co_grad is Y',
    patch: { co_reside: '' },
    key: 'co_reside',
    expected: ['Please tell us whether you will have lived in Colorado for three years.'],
  },
  {
    name: 'co_attend not needed when co_grad is N',
    patch: { co_grad: 'N', co_attend: '' },
    key: 'co_attend',
    expected: undefined,
  },
  {
    name: 'co_reside not needed when co_grad is N',
    patch: { co_grad: 'N', co_reside: '' },
    key: 'co_reside',
    expected: undefined,
  },
  { name: 'GPA 3.85', patch: { hs_gpa: '3.85' }, key: 'hs_gpa', expected: undefined },
  { name: 'GPA 4', patch: { hs_gpa: '4' }, key: 'hs_gpa', expected: undefined },
  { name: 'GPA .9', patch: { hs_gpa: '.9' }, key: 'hs_gpa', expected: undefined },
  { name: 'GPA empty', patch: { hs_gpa: '' }, key: 'hs_gpa', expected: undefined },
  {
    name: 'GPA with letters',
    patch: { hs_gpa: '3.8A' },
    key: 'hs_gpa',
    expected: ['Weighted Cumulative GPA must be a numeric value.'],
  },
  {
    name: 'GPA with a comma',
    patch: { hs_gpa: '3,8' },
    key: 'hs_gpa',
    expected: ['Weighted Cumulative GPA must be a numeric value.'],
  },
  {
    name: 'counselor e-mail valid',
    patch: {},
    key: 'counselor_email_address',
    expected: undefined,
  },
  {
    name: 'counselor e-mail invalid',
    patch: { counselor_email_address: 'pat@school' },
    key: 'counselor_email_address',
    expected: ['The counselor email address you entered is invalid.'],
  },
  { name: 'counselor phone valid', patch: {}, key: 'counselor_phone', expected: undefined },
  {
    name: 'counselor phone invalid',
    patch: { counselor_phone: '303-555-0104' },
    key: 'counselor_phone',
    expected: ['The counselor phone number you entered is invalid.'],
  },
  {
    name: 'second high school is optional',
    patch: { hs_2_name: '', hs_2_attend_from_month: '' },
    key: 'hs_2_name',
    expected: undefined,
  },
];

const final: RuleCase[] = [
  ...required('conviction', 'Please answer the question about convictions.'),
  {
    name: 'conviction Y without comment',
    patch: { conviction: 'Y', conviction_comment: '' },
    key: 'conviction_comment',
    expected: ['Please explain your conviction.'],
  },
  {
    name: 'conviction Y with comment',
    patch: { conviction: 'Y', conviction_comment: 'Shoplifting at 15.' },
    key: 'conviction_comment',
    expected: undefined,
  },
  {
    name: 'conviction N without comment',
    patch: { conviction: 'N', conviction_comment: '' },
    key: 'conviction_comment',
    expected: undefined,
  },
  ...required('suspended', 'Please answer the question about school discipline.', {
    suspended_comment: '',
  }),
  {
    name: 'suspended Y without comment',
    patch: { suspended: 'Y', suspended_comment: '' },
    key: 'suspended_comment',
    expected: ['Please explain the school discipline.'],
  },
  {
    name: 'suspended N without comment',
    patch: { suspended: 'N', suspended_comment: '' },
    key: 'suspended_comment',
    expected: undefined,
  },
  {
    name: 'legal agreement checked',
    patch: { legal_agree: true },
    key: 'legal_agree',
    expected: undefined,
  },
  {
    name: 'legal agreement unchecked',
    patch: { legal_agree: false },
    key: 'legal_agree',
    expected: ['You must agree to the certification statement.'],
  },
  ...required(
    'counselor_waiver_request',
    "Please tell us whether you waive your right to read your counselor's recommendation.",
  ),
  ...required('signature', 'Please type your full name as your signature.'),
];

describe('Academics rules', () => {
  it.each(education)('$name', ({ patch, key, expected }) => {
    expect(messagesOf('education', patch, key)).toEqual(expected);
  });
});

describe('Final Steps rules', () => {
  it.each(final)('$name', ({ patch, key, expected }) => {
    expect(messagesOf('final-steps', patch, key)).toEqual(expected);
  });
});
