import { request } from '../http';
import type { Credentials } from '../../../contracts/accounts';
import type { MessageReply } from '../../../contracts/replies';

export type SignupForm = Omit<Credentials, 'draft_token'>;

/** POST /public/signup; a visitor's saved draft rides along and lands at confirmation. */
export function signup(form: SignupForm, draftToken?: string): Promise<MessageReply> {
  return request<MessageReply>('POST', '/public/signup', {
    body: { ...form, draft_token: draftToken } satisfies Credentials,
  });
}
