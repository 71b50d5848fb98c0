import { useT } from '../../../i18n/use-t';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { validateForgot } from '../account-rules';
import { forgotPassword } from '../../../api/account/forgot-password';
import { readLocationState } from '../../../app/location-state';
import { paths } from '../../../app/paths';
import { useCardErrorTitle } from '../card-names';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/Notice';
import { useAuthForm } from '../use-auth-form';
import { useCardMutation } from '../use-card-mutation';

type Field = 'username';
const ORDER: readonly Field[] = ['username'];

/** Forgot Password: the e-mail; success shows a message the user can close. */
export function ForgotCard() {
  const t = useT();
  const carried = readLocationState(useLocation().state);
  const form = useAuthForm<Field>({
    initial: { username: carried.username ?? '' },
    validate: validateForgot,
    order: ORDER,
  });
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useCardMutation(
    useCardErrorTitle('forgot'),
    (values: Record<Field, string>) => forgotPassword(values.username),
    (reply) => setSent(reply.message),
  );

  function submit() {
    const values = form.check();
    if (values) {
      setSent(null);
      mutation.mutate(values);
    }
  }

  return (
    <AuthCard
      card="forgot"
      pending={mutation.isPending}
      onSubmit={submit}
      intro={<p>{t('forgot.intro')}</p>}
      notices={
        sent && (
          <Notice
            kind="success"
            title={t('forgot.sentTitle')}
            testId="forgot-success"
            onClose={() => setSent(null)}
          >
            <p>{sent}</p>
          </Notice>
        )
      }
      footerQuestion={t('forgot.footer')}
      footerLinkText={t('card.logInLink')}
      footerTo={paths.login}
    >
      <EmailField form={form} />
    </AuthCard>
  );
}
