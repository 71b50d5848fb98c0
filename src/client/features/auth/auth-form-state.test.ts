import { describe, expect, it } from 'vitest';
import { validateLogin, validateResetPassword, validateSignup } from './account-rules';
import {
  codeFromPaste,
  errorsAfterChange,
  errorsOnSubmit,
  firstFieldWithError,
  hasErrors,
} from './auth-form-state';

describe('auth form validation (spec section 4)', () => {
  it('checks only the changed field on a change', () => {
    const values = { username: 'not-an-email', password: '' };
    const errors = errorsAfterChange<'username' | 'password'>(
      {},
      values,
      'username',
      validateLogin,
    );
    expect(errors).toEqual({ username: ['Please provide a valid email address.'] });
    expect(errors.password).toBeUndefined();
  });

  it('keeps the other fields as they were and clears a fixed field', () => {
    const previous = {
      username: ['Please provide a valid email address.'],
      password: ['Password is required.'],
    };
    const errors = errorsAfterChange<'username' | 'password'>(
      previous,
      { username: 'a@b.co', password: '' },
      'username',
      validateLogin,
    );
    expect(errors).toEqual({ password: ['Password is required.'] });
  });

  it('re-checks the confirm password when the password changes', () => {
    type F = 'username' | 'password' | 'confirm_password' | 'id';
    const related = (field: F, values: Record<F, string>): F[] =>
      field === 'password' && values.confirm_password !== '' ? ['confirm_password'] : [];
    const values = {
      username: 'a@b.co',
      password: 'Abcdefgh123!x',
      confirm_password: 'Abcdefgh123!',
      id: 'x',
    };
    const errors = errorsAfterChange<F>({}, values, 'password', validateResetPassword, related);
    expect(errors).toEqual({ confirm_password: ['passwords must match'] });
    const fixed = errorsAfterChange<F>(
      errors,
      { ...values, confirm_password: values.password },
      'confirm_password',
      validateResetPassword,
      related,
    );
    expect(fixed).toEqual({});
  });

  it('checks everything on submit', () => {
    const errors = errorsOnSubmit({ username: '', password: '' }, validateSignup);
    expect(Object.keys(errors).sort()).toEqual(['password', 'username']);
    expect(errors.username).toEqual(['Your email address must be valid.']);
    expect(hasErrors(errors)).toBe(true);
    expect(
      hasErrors(errorsOnSubmit({ username: 'a@b.co', password: 'Abcdefgh123!' }, validateSignup)),
    ).toBe(false);
  });

  it('finds the first field with an error in display order', () => {
    expect(
      firstFieldWithError({ password: ['x'], username: ['y'] }, ['username', 'password']),
    ).toBe('username');
    expect(firstFieldWithError({ password: ['x'] }, ['username', 'password'])).toBe('password');
    expect(firstFieldWithError({}, ['username'])).toBeUndefined();
  });

  it('takes the digits of a pasted code', () => {
    expect(codeFromPaste('123 456', 6)).toBe('123456');
    expect(codeFromPaste('Your code: 654321\n', 6)).toBe('654321');
    expect(codeFromPaste(' 12-34 ', 6)).toBe('12-34');
  });
});
