// The answer map on the wire (spec section 3): the engine checks keys and values.
import type { FromSchema } from 'json-schema-to-ts';

/** An answer map as stored: every value a string or a boolean; keys are checked by the engine. */
export const answerMap = {
  type: 'object',
  maxProperties: 2000,
  propertyNames: { maxLength: 100 },
  // A sanity cap above any text-area limit (7000); the engine checks the real limits.
  additionalProperties: { type: ['string', 'boolean'], maxLength: 10000 },
} as const;
export type AnswerMap = FromSchema<typeof answerMap>;

/** POST /api/submit: the receipt of a submitted application. */
export const submitReply = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    submitted_at: { type: 'string' },
    reference: { type: 'string' },
  },
  required: ['message', 'submitted_at', 'reference'],
  additionalProperties: false,
} as const;
export type SubmitReceipt = FromSchema<typeof submitReply>;
