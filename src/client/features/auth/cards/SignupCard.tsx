import { useNavigate, useLocation } from 'react-router-dom';
import { validateSignup } from '../account-rules';
import { signup } from '../../../api/account/signup';
import { readLocationState } from '../../../app/location-state';
import { paths } from '../../../app/paths';
import { CARD_NAMES, errorTitle } from '../card-names';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { CarriedAnswersNote } from '../components/CarriedAnswersNote';
import { PasswordField } from '../../../components/fields/PasswordField';
import { useCredentialsForm, type CredentialField } from '../use-credentials-form';
import { useCardMutation } from '../use-card-mutation';
import { visitorDraftToken } from '../visitor-draft';

/** Sign Up: e-mail and password with the live checklist; success leads to /confirm. */
export function SignupCard() {
  const navigate = useNavigate();
  const carried = readLocationState(useLocation().state);
  const form = useCredentialsForm(carried.username, validateSignup);

  const mutation = useCardMutation(
    errorTitle(CARD_NAMES.signup),
    async (values: Record<CredentialField, string>) => {
      const draftToken = await visitorDraftToken(carried.draftToken);
      const reply = await signup(values, draftToken);
      return { reply, draftToken };
    },
    ({ reply, draftToken }, values) => {
      void navigate(paths.confirm, {
        state: { username: values.username, message: reply.message, draftToken },
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
          <p>
            Create an account to save your answers and submit your application. We will e-mail you a
            6-digit code to confirm it.
          </p>
          <CarriedAnswersNote>
            The answers you have entered so far will be added to your application once you confirm
            your account.
          </CarriedAnswersNote>
        </>
      }
      footerQuestion="Already have an account?"
      footerLinkText="Log in"
      footerTo={paths.login}
    >
      <EmailField form={form} />
      <PasswordField
        form={form}
        field="password"
        label="Password"
        autoComplete="new-password"
        checklist
      />
    </AuthCard>
  );
}
