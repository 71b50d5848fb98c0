import { useNavigate, useLocation } from 'react-router-dom';
import { validateSignup } from '../account-rules';
import { signup } from '../../../api/account/signup';
import { readLocationState } from '../../../app/location-state';
import { paths } from '../../../app/paths';
import { CARD_NAMES, errorTitle } from '../card-names';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { CarriedAnswersNote } from '../components/CarriedAnswersNote';
import { PasswordField } from '../components/PasswordField';
import { useAuthForm } from '../use-auth-form';
import { useCardMutation } from '../use-card-mutation';
import { visitorDraftToken } from '../visitor-draft';

type Field = 'username' | 'password';
const ORDER: readonly Field[] = ['username', 'password'];

/** Sign Up: e-mail and password with the live checklist; success leads to /confirm. */
export function SignupCard() {
  const navigate = useNavigate();
  const carried = readLocationState(useLocation().state);
  const form = useAuthForm<Field>({
    initial: { username: carried.username ?? '', password: '' },
    validate: validateSignup,
    order: ORDER,
  });

  const mutation = useCardMutation(
    errorTitle(CARD_NAMES.signup),
    async (values: Record<Field, string>) => {
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
      title={CARD_NAMES.signup}
      testId="signup-card"
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
        id="password"
        label="Password"
        autoComplete="new-password"
        checklist
        value={form.values.password}
        onChange={(v) => form.change('password', v)}
        errors={form.errors.password}
      />
    </AuthCard>
  );
}
