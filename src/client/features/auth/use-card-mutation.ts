import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/errors';
import { toast } from '../../components/toast/toast-store';

/** An account call: its failure shows in an error toast with the given title. */
export function useCardMutation<V, R>(
  errorToastTitle: string,
  call: (variables: V) => Promise<R>,
  onSuccess: (reply: R, variables: V) => void,
) {
  return useMutation({
    mutationFn: call,
    onSuccess,
    onError: (error) => {
      toast.error(errorMessageOf(error), { title: errorToastTitle });
    },
  });
}
