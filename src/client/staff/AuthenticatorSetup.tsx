import { useMutation, useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryClient } from '../app/query-client';
import { Notice } from '../components/Notice';
import { TextField } from '../components/fields/TextField';
import { staffLogin, staffMeKey } from './api/session';
import { ErrorNotice } from './ErrorNotice';
import { StaffForm } from './StaffForm';
import type { WelcomeReply } from '../../contracts/staff-accounts';
import { staffPaths } from './staff-paths';

interface Props {
  setup: WelcomeReply;
  /** The password just chosen, to sign in with the first code. */
  password: string;
}

const CODE_REQUIRED = 'Enter the 6-digit code your authenticator app shows.';

/** The authenticator's secret as a QR code and as text, the recovery codes, and a first code. */
export function AuthenticatorSetup({ setup, password }: Props) {
  const navigate = useNavigate();
  const qr = useQuery({
    queryKey: ['staff', 'qr', setup.otpauth_uri],
    queryFn: () => QRCode.toString(setup.otpauth_uri, { type: 'svg', margin: 2 }),
    staleTime: Infinity,
  });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const login = useMutation({
    mutationFn: staffLogin,
    onSuccess: (me) => {
      queryClient.setQueryData(staffMeKey, me);
      void navigate(staffPaths.home, { replace: true });
    },
  });

  function submit() {
    const missing = code.trim() === '' ? [CODE_REQUIRED] : undefined;
    setErrors(missing);
    if (missing) document.getElementById('code')?.focus();
    else login.mutate({ username: setup.username, password, code: code.trim() });
  }

  return (
    <>
      <Notice kind="success">
        <p>Your password is set. Now set up your authenticator app.</p>
      </Notice>
      <h2>1. Add the workspace to your authenticator app</h2>
      <p>
        Scan this QR code with an authenticator app (such as FreeOTP, Aegis or Google
        Authenticator).
      </p>
      {qr.data && (
        <div
          className="staff-qr"
          role="img"
          aria-label="QR code of your authenticator secret"
          // The library's own SVG, made from our server's URI: no text from elsewhere.
          dangerouslySetInnerHTML={{ __html: qr.data }}
        />
      )}
      <p>Or type this secret into the app (time-based, 6 digits, 30 seconds):</p>
      <p className="staff-secret" data-testid="staff-totp-secret">
        {setup.secret}
      </p>
      <h2>2. Keep your recovery codes</h2>
      <p>
        Each code signs you in once in place of the app&rsquo;s code, if you lose your phone. Store
        them somewhere safe; they are shown only now.
      </p>
      <ul className="staff-codes" data-testid="staff-recovery-codes">
        {setup.recovery_codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <h2>3. Sign in with your first code</h2>
      <ErrorNotice error={login.error} testId="staff-first-code-error" />
      <StaffForm onSubmit={submit} pending={login.isPending} submitLabel="Sign in">
        <TextField
          id="code"
          label="Code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          className="field__input--code"
          value={code}
          onChange={setCode}
          errors={errors}
        />
      </StaffForm>
    </>
  );
}
