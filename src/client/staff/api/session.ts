import { request } from '../../api/http';
import { staffRequest } from './staff-request';
import type { StaffMe, WelcomeReply } from './types';

export const staffMeKey = ['staff', 'me'] as const;

/** Who is signed in; a 401 is answered by the caller (the shell sends it to sign-in). */
export const fetchStaffMe = () =>
  request<StaffMe>('GET', '/staff/api/me', { ignoreUnauthorized: true });

export const fetchSignInOptions = () =>
  request<{ sso: boolean }>('GET', '/staff/api/sign-in-options');

export const staffLogin = (body: { username: string; password: string; code: string }) =>
  request<StaffMe>('POST', '/staff/api/login', { body });

export const staffWelcome = (body: { token: string; password: string }) =>
  request<WelcomeReply>('POST', '/staff/api/welcome', { body });

export const staffLogout = () =>
  staffRequest<{ message: string }>('POST', '/staff/api/logout', { ignoreUnauthorized: true });
