import { resendConfirm } from '../../api/account/resend-confirm';
import { validateResend } from './account-rules';
import { useT } from '../../i18n/use-t';
import { useCardMutation } from './use-card-mutation';

interface UsernameForm {
  values: { username: string };
  setFieldErrors(field: 'username', messages: string[]): void;
}

/**
 * The "resend confirmation code" button of the Log In and Confirm cards: it needs a valid
 * e-mail first (spec section 5), and its failure has its own toast title.
 */
export function useResendCode(
  form: UsernameForm,
  onSent: (reply: Awaited<ReturnType<typeof resendConfirm>>, username: string) => void,
) {
  const t = useT();
  const mutation = useCardMutation(t('card.resendError'), resendConfirm, onSent);
  function resend(busy: boolean) {
    if (busy) return;
    const messages = validateResend({ username: form.values.username }).username ?? [];
    form.setFieldErrors('username', messages);
    if (messages.length > 0) {
      document.getElementById('username')?.focus();
      return;
    }
    mutation.mutate(form.values.username);
  }
  return { mutation, resend };
}
