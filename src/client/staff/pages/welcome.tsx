import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { validateNewPassword } from '../../../engine';
import { errorMessageOf } from '../../api/errors';
import { Notice } from '../../features/auth/components/Notice';
import { PasswordField } from '../../features/auth/components/PasswordField';
import { staffWelcome } from '../api/session';
import { AuthenticatorSetup } from '../AuthenticatorSetup';
import { useStaffTitle } from '../use-staff-title';
import '../staff.css';

/**
 * The invitation's page: choose a password (the applicants' rules), then set up the
 * authenticator app from the QR code or the text secret, keep the recovery codes, and sign in
 * with a first code.
 */
export function Component() {
  useStaffTitle('Welcome');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const welcome = useMutation({ mutationFn: staffWelcome });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateNewPassword({ password }).password;
    setErrors(problems);
    if (problems) document.getElementById('password')?.focus();
    else welcome.mutate({ token, password });
  }

  return (
    <main id="main-content" className="main staff-main staff-card-page" tabIndex={-1}>
      <div className="staff-card">
        <h1>Welcome to the staff workspace</h1>
        {welcome.data ? (
          <AuthenticatorSetup setup={welcome.data} password={password} />
        ) : (
          <>
            {welcome.error && (
              <Notice kind="error" testId="staff-welcome-error">
                <p>{errorMessageOf(welcome.error)}</p>
              </Notice>
            )}
            {token === '' && (
              <Notice kind="error">
                <p>This page needs the link from your invitation e-mail.</p>
              </Notice>
            )}
            <p>Choose the password you will sign in with.</p>
            <form noValidate onSubmit={submit} aria-busy={welcome.isPending || undefined}>
              <PasswordField
                id="password"
                label="Password"
                autoComplete="new-password"
                checklist
                value={password}
                onChange={setPassword}
                errors={errors}
              />
              <button
                type="submit"
                className="button"
                aria-disabled={welcome.isPending || token === '' || undefined}
              >
                Set password
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
