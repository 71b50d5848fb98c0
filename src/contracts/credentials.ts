// The strings of a sign-in or an invitation on the wire, shared by the bodies that carry them.

export const username = { type: 'string', maxLength: 320 } as const;
export const password = { type: 'string', maxLength: 256 } as const;
/** A 256-bit base64url token (43 characters); a little room for other lengths. */
export const token = {
  type: 'string',
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

/** A draft token a client may send empty when there is no draft. */
export const optionalToken = {
  type: 'string',
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]*$',
} as const;
