// JSON Schemas of the documents routes.

/** An answer key as it may appear in a path; the route then checks it is a document question. */
export const answerKeyParam = {
  type: 'object',
  properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' } },
  required: ['key'],
} as const;

/** The conversion and PDF status reply of spec section 3: status, url, message. */
export const statusReply = {
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: ['unprocessed', 'in_progress', 'completed', 'not_answered', 'failed'],
    },
    url: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['status', 'url', 'message'],
} as const;

export type StatusReply = {
  status: 'unprocessed' | 'in_progress' | 'completed' | 'not_answered' | 'failed';
  url: string;
  message: string;
};
