import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { validateNewPassword } from '../../../engine';
import { Notice } from '../../components/Notice';
import { PasswordField } from '../../components/fields/PasswordField';
import { staffWelcome } from '../api/session';
import { AuthenticatorSetup } from '../AuthenticatorSetup';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
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

  function submit() {
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
            <ErrorNotice error={welcome.error} testId="staff-welcome-error" />
            {token === '' && (
              <Notice kind="error">
                <p>This page needs the link from your invitation e-mail.</p>
              </Notice>
            )}
            <p>Choose the password you will sign in with.</p>
            <StaffForm
              onSubmit={submit}
              pending={welcome.isPending}
              blocked={token === ''}
              submitLabel="Set password"
            >
              <PasswordField
                form={{
                  values: { password },
                  errors: { password: errors },
                  change: (_field: 'password', value: string) => setPassword(value),
                }}
                field="password"
                label="Password"
                toggleLabels={{ show: 'Show password', hide: 'Hide password' }}
                autoComplete="new-password"
                checklist
              />
            </StaffForm>
          </>
        )}
      </div>
    </main>
  );
}
