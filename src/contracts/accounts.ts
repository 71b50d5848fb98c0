// The account calls' bodies, and their replies that carry more than a message.
import type { FromSchema } from 'json-schema-to-ts';
import { optionalToken, password, token, username } from './credentials';

/** The body of the calls that take only an e-mail address (forgot, resend). */
export const usernameBody = {
  type: 'object',
  properties: { username },
  required: ['username'],
  additionalProperties: false,
} as const;
export type UsernameBody = FromSchema<typeof usernameBody>;

/** The body of sign-up and login: the address, the password and a visitor's draft, if any. */
export const credentialsBody = {
  type: 'object',
  properties: { username, password, draft_token: optionalToken },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;
export type Credentials = FromSchema<typeof credentialsBody>;

/** POST /public/confirm: the address and the code mailed to it. */
export const confirmBody = {
  type: 'object',
  properties: { username, code: { type: 'string', maxLength: 20 } },
  required: ['username', 'code'],
  additionalProperties: false,
} as const;
export type ConfirmBody = FromSchema<typeof confirmBody>;

/** POST /public/reset-password: the new password twice and the reset link's id. */
export const resetPasswordBody = {
  type: 'object',
  properties: { username, password, confirm_password: password, id: token },
  required: ['username', 'password', 'confirm_password', 'id'],
  additionalProperties: false,
} as const;
export type ResetPasswordBody = FromSchema<typeof resetPasswordBody>;

export const loginReply = {
  type: 'object',
  properties: { message: { type: 'string' }, username: { type: 'string' } },
  required: ['message', 'username'],
  additionalProperties: false,
} as const;
export type LoginReply = FromSchema<typeof loginReply>;

/**
 * The code of a refused login: wrong password, unknown address or an account not confirmed
 * yet alike (HTTP 400), so that the answer tells nobody which addresses have accounts.
 */
export const BAD_CREDENTIALS_CODE = 'BAD_CREDENTIALS';
