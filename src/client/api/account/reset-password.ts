import { request } from '../http';
import type { MessageReply } from '../../../contracts/replies';

export interface ResetPasswordForm {
  username: string;
  password: string;
  confirm_password: string;
  id: string;
}

export function resetPassword(form: ResetPasswordForm): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/reset-password', { body: form });
}
