import { useRichT } from '../../../i18n/use-rich-t';
import { useT } from '../../../i18n/use-t';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CODE_LENGTH, validateConfirmation } from '../account-rules';
import { confirmAccount } from '../../../api/account/confirm';
import { readLocationState } from '../../../app/location-state';
import { paths } from '../../../app/paths';
import { toast } from '../../../components/toast/toast-store';
import { codeFromPaste } from '../auth-form-state';
import { useCardErrorTitle } from '../card-names';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/fields/TextField';
import { useAuthForm } from '../use-auth-form';
import { useCardMutation } from '../use-card-mutation';
import { useResendCode } from '../use-resend-code';

type Field = 'username' | 'code';
const ORDER: readonly Field[] = ['username', 'code'];

/**
 * Confirm Your Account: the 6-digit code and a resend button. The username comes in navigation
 * state (after sign-up) or in the e-mail link's query (?username=&token=), else it is asked for.
 */
export function ConfirmCard() {
  const t = useT();
  const rich = useRichT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const carried = readLocationState(useLocation().state);
  const knownUsername = carried.username ?? search.get('username') ?? '';
  const draftToken = carried.draftToken ?? search.get('token') ?? undefined;
  const form = useAuthForm<Field>({
    initial: { username: knownUsername, code: '' },
    validate: validateConfirmation,
    order: ORDER,
  });
  const askUsername = knownUsername === '' || (form.errors.username?.length ?? 0) > 0;

  const confirmMutation = useCardMutation(
    useCardErrorTitle('confirm'),
    confirmAccount,
    (reply, values) => {
      void navigate(paths.login, {
        state: { username: values.username, message: reply.message, draftToken },
      });
    },
  );
  const { mutation: resendMutation, resend: resendCode } = useResendCode(form, (reply) => {
    toast.success(reply.message);
  });

  const pending = confirmMutation.isPending || resendMutation.isPending;

  function submit() {
    const values = form.check();
    if (values) confirmMutation.mutate(values);
  }

  const resend = () => resendCode(pending);

  return (
    <AuthCard
      card="confirm"
      pending={pending}
      onSubmit={submit}
      intro={
        knownUsername && !askUsername ? (
          <p>
            {rich('confirm.introKnown', {
              length: CODE_LENGTH,
              email: () => <strong className="auth-card__email">{knownUsername}</strong>,
            })}
          </p>
        ) : (
          <p>{t('confirm.intro', { length: CODE_LENGTH })}</p>
        )
      }
      notices={
        carried.message && (
          <Notice kind="success" testId="confirm-message">
            <p>{carried.message}</p>
          </Notice>
        )
      }
      extraActions={
        <button
          type="button"
          className="button button--secondary"
          onClick={resend}
          aria-disabled={pending || undefined}
        >
          {t('confirm.resend')}
        </button>
      }
      footerQuestion={t('confirm.footer')}
      footerLinkText={t('card.logInLink')}
      footerTo={paths.login}
    >
      {askUsername && <EmailField form={form} />}
      <TextField
        id="code"
        label={t('field.code')}
        hint={t('field.codeHint', { length: CODE_LENGTH })}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="field__input--code"
        value={form.values.code}
        onChange={(v) => form.change('code', v)}
        onPaste={(event) => {
          event.preventDefault();
          form.change('code', codeFromPaste(event.clipboardData.getData('text'), CODE_LENGTH));
        }}
        errors={form.errors.code}
      />
    </AuthCard>
  );
}
