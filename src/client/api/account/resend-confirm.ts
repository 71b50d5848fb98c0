import { request } from '../http';
import type { MessageReply } from './types';

export function resendConfirm(username: string): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/resend-confirm', { body: { username } });
}
