import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '../../api/errors';
import { readLocationState } from '../../app/location-state';
import { queryClient } from '../../app/query-client';
import { Notice } from '../../components/Notice';
import { PasswordField } from '../../components/fields/PasswordField';
import { TextField } from '../../components/fields/TextField';
import { fetchSignInOptions, staffLogin, staffMeKey } from '../api/session';
import { afterSignIn } from '../after-sign-in';
import { StaffForm } from '../StaffForm';
import { useStaffTitle } from '../use-staff-title';
import '../staff.css';

type Field = 'username' | 'password' | 'code';

const REQUIRED: Record<Field, string> = {
  username: 'Enter your e-mail address.',
  password: 'Enter your password.',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
};

/** What the single sign-on callback reports in `?sso=`. */
const SSO_MESSAGES: Record<string, string> = {
  not_invited:
    'Your university account has not been invited to the staff workspace, or its access was removed. Ask a staff administrator for an invitation.',
  failed: 'Single sign-on did not work. Please try again.',
};

/** Staff sign-in: e-mail, password and a code; the university's single sign-on when set up. */
export function Component() {
  useStaffTitle('Sign in');
  const navigate = useNavigate();
  const carried = readLocationState(useLocation().state);
  const [search] = useSearchParams();
  const ssoMessage = SSO_MESSAGES[search.get('sso') ?? ''];
  const options = useQuery({ queryKey: ['staff', 'sign-in-options'], queryFn: fetchSignInOptions });
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const login = useMutation({
    mutationFn: staffLogin,
    onSuccess: (me) => {
      queryClient.setQueryData(staffMeKey, me);
      void navigate(afterSignIn(search), { replace: true });
    },
  });

  const change = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit() {
    const missing = Object.fromEntries(
      (Object.keys(REQUIRED) as Field[])
        .filter((field) => values[field].trim() === '')
        .map((field) => [field, [REQUIRED[field]]]),
    );
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    login.mutate(values);
  }

  const errorText = login.error
    ? errorMessageOf(login.error)
    : (carried.errorMessage ?? ssoMessage);
  return (
    <main id="main-content" className="main staff-main staff-card-page" tabIndex={-1}>
      <div className="staff-card">
        <h1>Sign in to the staff workspace</h1>
        {errorText && (
          <Notice kind="error" testId="staff-sign-in-error">
            <p>{errorText}</p>
          </Notice>
        )}
        {carried.message && !errorText && (
          <Notice kind="success" testId="staff-sign-in-message">
            <p>{carried.message}</p>
          </Notice>
        )}
        <StaffForm onSubmit={submit} pending={login.isPending} submitLabel="Sign in">
          <TextField
            id="username"
            label="E-mail address"
            type="email"
            autoComplete="username"
            value={values.username}
            onChange={change('username')}
            errors={errors.username}
          />
          <PasswordField
            form={{ values, errors, change: (field: Field, value: string) => change(field)(value) }}
            field="password"
            label="Password"
            toggleLabels={{ show: 'Show password', hide: 'Hide password' }}
            autoComplete="current-password"
          />
          <TextField
            id="code"
            label="Code"
            hint="The 6-digit code your authenticator app shows now, or one of your recovery codes."
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={32}
            className="field__input--code"
            value={values.code}
            onChange={change('code')}
            errors={errors.code}
          />
        </StaffForm>
        {options.data?.sso && (
          <p className="staff-sso">
            <a className="button button--secondary" href="/staff/api/oidc/start">
              Sign in with your university account
            </a>
          </p>
        )}
      </div>
    </main>
  );
}
