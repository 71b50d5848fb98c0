import { request } from '../http';
import type { MessageReply } from '../../../contracts/replies';

export interface ConfirmForm {
  username: string;
  code: string;
}

export function confirmAccount(form: ConfirmForm): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/confirm', { body: form });
}
