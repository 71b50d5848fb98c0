import { request } from '../http';
import type { MessageReply } from '../../../contracts/replies';

export function resendConfirm(username: string): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/resend-confirm', { body: { username } });
}
