// JSON Schemas shared by the account and application routes.

/** Every error reply: a message, and where useful a code the client can test or errors per field. */
export const errorReply = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
} as const;

export const messageReply = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** Replies of a route: its success schema plus the error reply for every 4xx and 5xx. */
export function replies(success: Record<number, object>) {
  return { ...success, '4xx': errorReply, '5xx': errorReply };
}

export const username = { type: 'string', maxLength: 320 } as const;
export const password = { type: 'string', maxLength: 256 } as const;
/** The body of the calls that take only an e-mail address (forgot, resend). */
export const usernameBody = {
  type: 'object',
  properties: { username },
  required: ['username'],
  additionalProperties: false,
} as const;
/** A 256-bit base64url token (43 characters); a little room for other lengths. */
export const token = {
  type: 'string',
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

/** An answer map as stored: every value a string or a boolean; keys are checked by the engine. */
export const answerMap = {
  type: 'object',
  maxProperties: 2000,
  propertyNames: { maxLength: 100 },
  // A sanity cap above any text-area limit (7000); the engine checks the real limits.
  additionalProperties: { type: ['string', 'boolean'], maxLength: 10000 },
} as const;

/** The document answers (spec section 3): by answer key, the file's name and size. */
export const documentAnswerMap = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
    required: ['file_name', 'file_size'],
  },
} as const;

/** What a reader needs to draw an application: answers, add-another counts, documents, tabs. */
export const applicationContent = {
  answer: answerMap,
  add_another: { type: 'object', additionalProperties: { type: 'integer' } },
  document_answer: documentAnswerMap,
  tabs: { type: 'object', additionalProperties: { type: 'string' } },
} as const;

/** A draft token a client may send empty when there is no draft. */
export const optionalToken = {
  type: 'string',
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]*$',
} as const;
