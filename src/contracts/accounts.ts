// Replies of the account calls that carry more than a message.
import type { FromSchema } from 'json-schema-to-ts';

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
