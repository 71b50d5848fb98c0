import { request } from '../http';
import type { ConfirmBody } from '../../../contracts/accounts';
import type { MessageReply } from '../../../contracts/replies';

export function confirmAccount(form: ConfirmBody): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/confirm', { body: form });
}
