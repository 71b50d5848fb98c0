import { useT } from '../../../i18n/use-t';
import { useNavigate, useLocation } from 'react-router-dom';
import { CODE_LENGTH, validateSignup } from '../account-rules';
import { signup } from '../../../api/account/signup';
import { readLocationState } from '../../../app/location-state';
import { paths } from '../../../app/paths';
import { useCardErrorTitle } from '../card-names';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { CarriedAnswersNote } from '../components/CarriedAnswersNote';
import { PasswordField } from '../../../components/fields/PasswordField';
import { useCredentialsForm, type CredentialField } from '../use-credentials-form';
import { useCardMutation } from '../use-card-mutation';
import { visitorDraftToken } from '../visitor-draft';

/** Sign Up: e-mail and password with the live checklist; success leads to /confirm. */
export function SignupCard() {
  const t = useT();
  const navigate = useNavigate();
  const carried = readLocationState(useLocation().state);
  const form = useCredentialsForm(carried.username, validateSignup);

  const mutation = useCardMutation(
    useCardErrorTitle('signup'),
    async (values: Record<CredentialField, string>) => {
      const draftToken = await visitorDraftToken(carried.draftToken);
      return { ...(await signup(values, draftToken)), draftToken };
    },
    (reply, values) => {
      void navigate(paths.confirm, {
        state: { username: values.username, message: reply.message, draftToken: reply.draftToken },
      });
    },
  );

  function submit() {
    const values = form.check();
    if (values) mutation.mutate(values);
  }

  return (
    <AuthCard
      card="signup"
      pending={mutation.isPending}
      onSubmit={submit}
      intro={
        <>
          <p>{t('signup.intro', { length: CODE_LENGTH })}</p>
          <CarriedAnswersNote>{t('signup.carried')}</CarriedAnswersNote>
        </>
      }
      footerQuestion={t('signup.footer')}
      footerLinkText={t('card.logInLink')}
      footerTo={paths.login}
    >
      <EmailField form={form} />
      <PasswordField
        form={form}
        field="password"
        label={t('field.password')}
        toggleLabels={{ show: t('password.showPassword'), hide: t('password.hidePassword') }}
        autoComplete="new-password"
        checklist
      />
    </AuthCard>
  );
}
