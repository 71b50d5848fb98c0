/** Replies of the account calls (the server's route files define them). */
export interface MessageReply {
  message: string;
}

export interface LoginReply extends MessageReply {
  username: string;
}

/** The server's code for a login to an account that is not confirmed yet (HTTP 403). */
export const UNCONFIRMED_CODE = 'UNCONFIRMED';
