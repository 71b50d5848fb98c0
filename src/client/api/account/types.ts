/** Replies of the account calls (the server's route files define them). */
export interface MessageReply {
  message: string;
}

export interface LoginReply extends MessageReply {
  username: string;
}

/**
 * The server's code for a refused login: wrong password, unknown address or an account not
 * confirmed yet alike (HTTP 400), so that the answer tells nobody which addresses have accounts.
 */
export const BAD_CREDENTIALS_CODE = 'BAD_CREDENTIALS';
