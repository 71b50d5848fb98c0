import { request } from '../http';
import type { ResetPasswordBody } from '../../../contracts/accounts';
import type { MessageReply } from '../../../contracts/replies';

export function resetPassword(form: ResetPasswordBody): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/reset-password', { body: form });
}
