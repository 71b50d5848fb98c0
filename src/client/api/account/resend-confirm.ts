import { request } from '../http';
import type { UsernameBody } from '../../../contracts/accounts';
import type { MessageReply } from '../../../contracts/replies';

export function resendConfirm(username: string): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/resend-confirm', {
    body: { username } satisfies UsernameBody,
  });
}
