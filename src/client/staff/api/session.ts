import type {
  SignInOptions,
  StaffLoginBody,
  StaffMe,
  WelcomeBody,
  WelcomeReply,
} from '../../../contracts/staff-accounts';
import type { MessageReply } from '../../../contracts/replies';
import { request } from '../../api/http';
import { staffRequest } from './staff-request';

export const staffMeKey = ['staff', 'me'] as const;

/** Who is signed in; a 401 is answered by the caller (the shell sends it to sign-in). */
export const fetchStaffMe = () =>
  request<StaffMe>('GET', '/staff/api/me', { ignoreUnauthorized: true });

export const fetchSignInOptions = () => request<SignInOptions>('GET', '/staff/api/sign-in-options');

export const staffLogin = (body: StaffLoginBody) =>
  request<StaffMe>('POST', '/staff/api/login', { body });

export const staffWelcome = (body: WelcomeBody) =>
  request<WelcomeReply>('POST', '/staff/api/welcome', { body });

export const staffLogout = () =>
  staffRequest<MessageReply>('POST', '/staff/api/logout', { ignoreUnauthorized: true });
