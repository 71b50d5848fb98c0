// JSON Schemas shared by the account and application routes. The replies the client reads
// live in src/contracts, shared with the client's API code.
import { password, username } from '../../contracts/credentials';
import { errorReply } from '../../contracts/replies';

export { answerMap } from '../../contracts/answers';
export { password, token, username } from '../../contracts/credentials';
export { errorReply, messageReply } from '../../contracts/replies';

/** Replies of a route: its success schema plus the error reply for every 4xx and 5xx. */
export function replies(success: Record<number, object>) {
  return { ...success, '4xx': errorReply, '5xx': errorReply };
}

/** The body of the calls that take only an e-mail address (forgot, resend). */
export const usernameBody = {
  type: 'object',
  properties: { username },
  required: ['username'],
  additionalProperties: false,
} as const;

/** The id of a node of a page definition: an Add Another button, a tabs node, a tab. */
export const definitionId = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

/** A draft token a client may send empty when there is no draft. */
export const optionalToken = {
  type: 'string',
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]*$',
} as const;

/** The body of sign-up and login: the address, the password and a visitor's draft, if any. */
export const credentialsBody = {
  type: 'object',
  properties: { username, password, draft_token: optionalToken },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;
export interface Credentials {
  username: string;
  password: string;
  draft_token?: string;
}
