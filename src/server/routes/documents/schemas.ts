// JSON Schemas of the documents routes.

/** An answer key as it may appear in a path; the route then checks it is a document question. */
export const answerKeyParam = {
  type: 'object',
  properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' } },
  required: ['key'],
} as const;
