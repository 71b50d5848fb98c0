import { request } from '../http';
import type { Credentials, LoginReply } from '../../../contracts/accounts';

export type LoginForm = Omit<Credentials, 'draft_token'>;

/** POST /public/login; a visitor's draft fills the gaps of the saved answers. */
export function login(form: LoginForm, draftToken?: string): Promise<LoginReply> {
  return request<LoginReply>('POST', '/public/login', {
    body: { ...form, draft_token: draftToken } satisfies Credentials,
  });
}
