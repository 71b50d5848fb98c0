// Spec section 5, Account: each form's rules with the spec's exact messages.
import { describe, expect, it } from 'vitest';
import {
  onlyFields,
  validateConfirmation,
  validateForgot,
  validateLogin,
  validateResend,
  validateResetPassword,
  validateSignup,
} from './account-rules';
import { isValidEmail } from './email';
import { passwordChecklist } from './password-checklist';

const GOOD = 'Correct-Horse9';
const EMAIL = 'alex@example.com';

describe('e-mail pattern', () => {
  it.each([
    ['alex@example.com', true],
    ['a.b+c@sub.example.org', true],
    ['alex@example', false],
    ['alex example.com', false],
    ['@example.com', false],
    ['', false],
  ])('%j valid: %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('password checklist', () => {
  it('is inactive while empty', () => {
    expect(passwordChecklist('').map((i) => i.status)).toEqual(Array(6).fill('inactive'));
  });

  it.each([
    ['short1!Aa', 'length'],
    ['correct-horse9', 'uppercase'],
    ['CORRECT-HORSE9', 'lowercase'],
    ['Correct-Horsey', 'number'],
    ['CorrectHorse99', 'special'],
    [' Correct-Horse9', 'whitespace'],
    ['Correct-Horse9 ', 'whitespace'],
  ])('%j fails only %s', (password, failing) => {
    const items = passwordChecklist(password);
    expect(items.filter((i) => !i.passed).map((i) => i.id)).toEqual([failing]);
    expect(items.find((i) => i.id === failing)?.status).toBe('error');
    expect(items.filter((i) => i.passed).every((i) => i.status === 'success')).toBe(true);
  });

  it('passes a good password on every item', () => {
    expect(passwordChecklist(GOOD).every((i) => i.passed && i.status === 'success')).toBe(true);
  });
});

describe('account forms', () => {
  it.each([
    ['signup valid', validateSignup({ username: EMAIL, password: GOOD }), {}],
    [
      'signup bad e-mail',
      validateSignup({ username: 'alex', password: GOOD }),
      { username: ['Your email address must be valid.'] },
    ],
    [
      'signup empty password',
      validateSignup({ username: EMAIL, password: '' }),
      { password: ['Password is required.'] },
    ],
    [
      'signup weak password',
      validateSignup({ username: EMAIL, password: 'short' }),
      {
        password: [
          'Password must be at least 12 characters long.',
          'Password must contain an uppercase letter.',
          'Password must contain a number.',
          'Password must contain a special character, such as ! @ # $ %.',
        ],
      },
    ],
    ['login valid', validateLogin({ username: EMAIL, password: 'x' }), {}],
    [
      'login bad e-mail',
      validateLogin({ username: 'x@', password: 'x' }),
      { username: ['Please provide a valid email address.'] },
    ],
    [
      'login no password',
      validateLogin({ username: EMAIL, password: '' }),
      { password: ['Password is required.'] },
    ],
    [
      'login missing fields',
      validateLogin({}),
      { username: ['Please provide a valid email address.'], password: ['Password is required.'] },
    ],
    ['confirm valid', validateConfirmation({ username: EMAIL, code: '123456' }), {}],
    [
      'confirm 5 digits',
      validateConfirmation({ username: EMAIL, code: '12345' }),
      { code: ['The confirmation code must be exactly 6 numbers.'] },
    ],
    [
      'confirm 7 digits',
      validateConfirmation({ username: EMAIL, code: '1234567' }),
      { code: ['The confirmation code must be exactly 6 numbers.'] },
    ],
    [
      'confirm letters',
      validateConfirmation({ username: EMAIL, code: '12a456' }),
      { code: ['The confirmation code must be exactly 6 numbers.'] },
    ],
    [
      'confirm bad e-mail',
      validateConfirmation({ username: '', code: '123456' }),
      { username: ['Your email address must be valid.'] },
    ],
    [
      'reset valid',
      validateResetPassword({ username: EMAIL, password: GOOD, confirm_password: GOOD, id: 'abc' }),
      {},
    ],
    [
      'reset mismatch',
      validateResetPassword({
        username: EMAIL,
        password: GOOD,
        confirm_password: `${GOOD}x`,
        id: 'abc',
      }),
      { confirm_password: ['passwords must match'] },
    ],
    [
      'reset weak',
      validateResetPassword({
        username: EMAIL,
        password: 'lowercaseonly!1',
        confirm_password: 'lowercaseonly!1',
        id: 'abc',
      }),
      { password: ['Password must contain an uppercase letter.'] },
    ],
    [
      'reset without id',
      validateResetPassword({ username: EMAIL, password: GOOD, confirm_password: GOOD, id: '' }),
      { id: ['This password reset link is not valid. Please request a new one.'] },
    ],
    ['resend valid', validateResend({ username: EMAIL }), {}],
    [
      'resend bad e-mail',
      validateResend({ username: '' }),
      { username: ['You must provide a valid email address to resend a confirmation code.'] },
    ],
    ['forgot valid', validateForgot({ username: EMAIL }), {}],
    [
      'forgot bad e-mail',
      validateForgot({ username: 'nope' }),
      { username: ['Your email address must be valid.'] },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('keeps only the fields the user touched', () => {
    const errors = validateLogin({ username: 'x', password: '' });
    expect(onlyFields(errors, ['username'])).toEqual({
      username: ['Please provide a valid email address.'],
    });
  });
});
