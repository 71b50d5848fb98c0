import { accountMessage } from '../../i18n/account-messages';
import { useT } from '../../i18n/use-t';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';

/**
 * An account call: its failure shows in an error toast with the given title. Its reply's
 * message and its failure's are shown in the language read.
 */
export function useCardMutation<V, R>(
  errorToastTitle: string,
  call: (variables: V) => Promise<R>,
  onSuccess: (reply: R, variables: V) => void,
) {
  const t = useT();
  return useMutation({
    mutationFn: async (variables: V) => inLanguage(await call(variables), t),
    onSuccess,
    onError: (error) => {
      toast.error(accountMessage(errorMessageOf(error), t), { title: errorToastTitle });
    },
  });
}

/** A reply with its message in the language read. */
function inLanguage<R>(reply: R, t: ReturnType<typeof useT>): R {
  if (typeof reply !== 'object' || reply === null || !('message' in reply)) return reply;
  const { message } = reply;
  return typeof message === 'string' ? { ...reply, message: accountMessage(message, t) } : reply;
}
