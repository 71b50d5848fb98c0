// The account forms' rules (spec section 5, Account) with the spec's exact messages. Each
// returns an error map: field to messages, {} when the form may be sent. Client and server
// both call these, so a request the client would refuse is refused by the server too.
import { CODE_LENGTH } from '../constants';
import type { ErrorMap } from '../types';
import { isValidEmail } from './email';
import { passwordProblems } from './password-checklist';

export const ACCOUNT_MESSAGES = {
  emailInvalid: 'Your email address must be valid.',
  loginEmailInvalid: 'Please provide a valid email address.',
  passwordRequired: 'Password is required.',
  codeInvalid: `The confirmation code must be exactly ${CODE_LENGTH} numbers.`,
  passwordsMustMatch: 'passwords must match',
  resendEmailInvalid: 'You must provide a valid email address to resend a confirmation code.',
  resetLinkInvalid: 'This password reset link is not valid. Please request a new one.',
} as const;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

function put(errors: ErrorMap, field: string, messages: readonly string[]): void {
  if (messages.length > 0) errors[field] = [...new Set(messages)];
}

function newPasswordMessages(password: string): string[] {
  return password === '' ? [ACCOUNT_MESSAGES.passwordRequired] : passwordProblems(password);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function validateSignup(form: { username?: unknown; password?: unknown }): ErrorMap {
  const errors: ErrorMap = {};
  if (!isValidEmail(text(form.username))) put(errors, 'username', [ACCOUNT_MESSAGES.emailInvalid]);
  put(errors, 'password', newPasswordMessages(text(form.password)));
  return errors;
}

/** A new password alone (a staff member's welcome): the sign-up's password rules. */
export function validateNewPassword(form: { password?: unknown }): ErrorMap {
  const errors: ErrorMap = {};
  put(errors, 'password', newPasswordMessages(text(form.password)));
  return errors;
}

export function validateLogin(form: { username?: unknown; password?: unknown }): ErrorMap {
  const errors: ErrorMap = {};
  if (!isValidEmail(text(form.username))) {
    put(errors, 'username', [ACCOUNT_MESSAGES.loginEmailInvalid]);
  }
  if (text(form.password) === '') put(errors, 'password', [ACCOUNT_MESSAGES.passwordRequired]);
  return errors;
}

export function validateConfirmation(form: { username?: unknown; code?: unknown }): ErrorMap {
  const errors: ErrorMap = {};
  if (!isValidEmail(text(form.username))) put(errors, 'username', [ACCOUNT_MESSAGES.emailInvalid]);
  if (!CODE_PATTERN.test(text(form.code))) put(errors, 'code', [ACCOUNT_MESSAGES.codeInvalid]);
  return errors;
}

export function validateResetPassword(form: {
  username?: unknown;
  password?: unknown;
  confirm_password?: unknown;
  id?: unknown;
}): ErrorMap {
  const errors: ErrorMap = {};
  if (!isValidEmail(text(form.username))) put(errors, 'username', [ACCOUNT_MESSAGES.emailInvalid]);
  put(errors, 'password', newPasswordMessages(text(form.password)));
  if (text(form.password) !== text(form.confirm_password)) {
    put(errors, 'confirm_password', [ACCOUNT_MESSAGES.passwordsMustMatch]);
  }
  if (text(form.id).trim() === '') put(errors, 'id', [ACCOUNT_MESSAGES.resetLinkInvalid]);
  return errors;
}

export function validateResend(form: { username?: unknown }): ErrorMap {
  const errors: ErrorMap = {};
  if (!isValidEmail(text(form.username))) {
    put(errors, 'username', [ACCOUNT_MESSAGES.resendEmailInvalid]);
  }
  return errors;
}

export function validateForgot(form: { username?: unknown }): ErrorMap {
  const errors: ErrorMap = {};
  if (!isValidEmail(text(form.username))) put(errors, 'username', [ACCOUNT_MESSAGES.emailInvalid]);
  return errors;
}

/**
 * "Validation runs on each change, but only for the relevant fields" (spec section 4): keeps
 * the messages of the fields the user has touched.
 */
export function onlyFields(errors: ErrorMap, fields: readonly string[]): ErrorMap {
  const out: ErrorMap = {};
  for (const field of fields) {
    const messages = errors[field];
    if (messages) out[field] = messages;
  }
  return out;
}
