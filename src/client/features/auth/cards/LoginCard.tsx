import { useRichT } from '../../../i18n/use-rich-t';
import { useT } from '../../../i18n/use-t';
import { useLocation, useNavigate, Link } from 'react-router-dom';
import { validateLogin } from '../account-rules';
import { ServerError } from '../../../api/errors';
import { login } from '../../../api/account/login';
import { BAD_CREDENTIALS_CODE } from '../../../../contracts/accounts';
import { readLocationState } from '../../../app/location-state';
import { CarryAnswersLink } from '../../../components/CarryAnswersLink';
import { defaultRoute, paths } from '../../../app/paths';
import { queryClient } from '../../../app/query-client';
import { useSessionStore } from '../../../stores/session';
import { useCardErrorTitle } from '../card-names';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { CarriedAnswersNote } from '../components/CarriedAnswersNote';
import { Notice } from '../../../components/Notice';
import { PasswordField } from '../../../components/fields/PasswordField';
import { useCredentialsForm, type CredentialField } from '../use-credentials-form';
import { useCardMutation } from '../use-card-mutation';
import { useResendCode } from '../use-resend-code';
import { visitorDraftToken } from '../visitor-draft';

/** Log In: e-mail, password, "Resend confirmation code?" and "Forgot password?" (spec section 2). */
export function LoginCard() {
  const t = useT();
  const rich = useRichT();
  const location = useLocation();
  const navigate = useNavigate();
  const carried = readLocationState(location.state);
  const form = useCredentialsForm(carried.username, validateLogin);

  const loginMutation = useCardMutation(
    useCardErrorTitle('login'),
    async (values: Record<CredentialField, string>) =>
      login(values, await visitorDraftToken(carried.draftToken)),
    () => {
      // Forget the visitor state: the application group's loader fetches the profile afresh.
      queryClient.clear();
      useSessionStore.getState().reset();
      void navigate(defaultRoute(), { replace: true });
    },
  );
  const { mutation: resendMutation, resend: resendCode } = useResendCode(
    form,
    (reply, username) => {
      void navigate(paths.confirm, {
        state: { username, message: reply.message, draftToken: carried.draftToken },
      });
    },
  );

  // The server cannot say "not confirmed yet" without telling who has an account, so every
  // refused login suggests it.
  const refused =
    loginMutation.error instanceof ServerError && loginMutation.error.code === BAD_CREDENTIALS_CODE;

  const pending = loginMutation.isPending || resendMutation.isPending;

  function submit() {
    const values = form.check();
    if (values) loginMutation.mutate(values);
  }

  const resend = () => resendCode(pending);

  return (
    <AuthCard
      card="login"
      pending={pending}
      onSubmit={submit}
      intro={
        <>
          <p>{t('login.intro')}</p>
          <CarriedAnswersNote>{t('login.carried')}</CarriedAnswersNote>
        </>
      }
      notices={
        <>
          {carried.errorMessage && (
            <Notice kind="error" testId="login-error-message">
              <p>{carried.errorMessage}</p>
            </Notice>
          )}
          {carried.message && (
            <Notice kind="success" testId="login-message">
              <p>{carried.message}</p>
            </Notice>
          )}
          {refused && (
            <Notice kind="info" testId="login-unconfirmed-hint">
              <p>
                {rich('login.unconfirmed', {
                  confirm: (chunks) => (
                    <Link to={paths.confirm} state={{ username: form.values.username }}>
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </Notice>
          )}
        </>
      }
      extraActions={
        <>
          <button
            type="button"
            className="link-button"
            onClick={resend}
            aria-disabled={pending || undefined}
          >
            {t('login.resend')}
          </button>
          <CarryAnswersLink to={paths.forgot}>{t('login.forgot')}</CarryAnswersLink>
        </>
      }
      footerQuestion={t('login.footer')}
      footerLinkText={t('card.signUpLink')}
      footerTo={paths.signup}
    >
      <EmailField form={form} autoComplete="username" />
      <PasswordField
        form={form}
        field="password"
        label={t('field.password')}
        toggleLabels={{ show: t('password.showPassword'), hide: t('password.hidePassword') }}
        autoComplete="current-password"
      />
    </AuthCard>
  );
}
