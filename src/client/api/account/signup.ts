import { request } from '../http';
import type { MessageReply } from '../../../contracts/replies';

export interface SignupForm {
  username: string;
  password: string;
}

/** POST /public/signup; a visitor's saved draft rides along and lands at confirmation. */
export function signup(form: SignupForm, draftToken?: string): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/signup', {
    body: { ...form, draft_token: draftToken },
  });
}
