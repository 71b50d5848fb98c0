import { request } from '../http';
import type { LoginReply } from '../../../contracts/accounts';

export interface LoginForm {
  username: string;
  password: string;
}

/** POST /public/login; a visitor's draft fills the gaps of the saved answers. */
export function login(form: LoginForm, draftToken?: string): Promise<LoginReply> {
  return request<LoginReply>('POST', '/public/login', {
    body: { ...form, draft_token: draftToken },
  });
}
