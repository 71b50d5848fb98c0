import { request } from '../http';
import type { MessageReply } from './types';

export function forgotPassword(username: string): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/forgot-password', { body: { username } });
}
