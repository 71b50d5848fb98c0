import { useRichT } from '../../../i18n/use-rich-t';
import { useT } from '../../../i18n/use-t';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { validateResetPassword } from '../account-rules';
import { resetPassword } from '../../../api/account/reset-password';
import { paths } from '../../../app/paths';
import { useCardErrorTitle } from '../card-names';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../../../components/Notice';
import { PasswordField } from '../../../components/fields/PasswordField';
import { useAuthForm } from '../use-auth-form';
import { useCardMutation } from '../use-card-mutation';

type Field = 'username' | 'password' | 'confirm_password' | 'id';
const ORDER: readonly Field[] = ['password', 'confirm_password'];

/** A new password re-checks the confirmation once one has been typed. */
function related(field: Field, values: Record<Field, string>): Field[] {
  return field === 'password' && values.confirm_password !== '' ? ['confirm_password'] : [];
}

/** Reset Password: new password and its confirmation, with the checklist; ?username=&id= from the link. */
export function ResetCard() {
  const t = useT();
  const rich = useRichT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useAuthForm<Field>({
    initial: {
      username: search.get('username') ?? '',
      id: search.get('id') ?? '',
      password: '',
      confirm_password: '',
    },
    validate: validateResetPassword,
    order: ORDER,
    related,
  });
  const mutation = useCardMutation(useCardErrorTitle('reset'), resetPassword, (reply, values) => {
    void navigate(paths.login, { state: { username: values.username, message: reply.message } });
  });

  function submit() {
    const values = form.check();
    if (values) mutation.mutate(values);
  }

  // The link's own fields are not on screen: their messages show as one notice.
  const linkProblems = [...(form.errors.username ?? []), ...(form.errors.id ?? [])];
  return (
    <AuthCard
      card="reset"
      pending={mutation.isPending}
      onSubmit={submit}
      intro={
        form.values.username ? (
          <p>
            {rich('reset.introKnown', {
              email: () => <strong className="auth-card__email">{form.values.username}</strong>,
            })}
          </p>
        ) : (
          <p>{t('reset.intro')}</p>
        )
      }
      notices={
        linkProblems.length > 0 && (
          <Notice kind="error" testId="reset-link-error">
            {[...new Set(linkProblems)].map((message) => (
              <p key={message}>{message}</p>
            ))}
            <p>
              <Link to={paths.forgot}>{t('reset.newLink')}</Link>
            </p>
          </Notice>
        )
      }
      footerQuestion={t('forgot.footer')}
      footerLinkText={t('card.logInLink')}
      footerTo={paths.login}
    >
      <PasswordField
        form={form}
        field="password"
        label={t('field.newPassword')}
        toggleLabels={{ show: t('password.showNewPassword'), hide: t('password.hideNewPassword') }}
        autoComplete="new-password"
        checklist
      />
      <PasswordField
        form={form}
        field="confirm_password"
        label={t('field.confirmPassword')}
        toggleLabels={{
          show: t('password.showConfirmPassword'),
          hide: t('password.hideConfirmPassword'),
        }}
        autoComplete="new-password"
      />
    </AuthCard>
  );
}
