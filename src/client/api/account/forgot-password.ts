import { request } from '../http';
import type { UsernameBody } from '../../../contracts/accounts';
import type { MessageReply } from '../../../contracts/replies';

export function forgotPassword(username: string): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/forgot-password', {
    body: { username } satisfies UsernameBody,
  });
}
