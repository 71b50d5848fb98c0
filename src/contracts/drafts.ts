// A visitor's draft (POST and GET /public/tmp).
import type { FromSchema } from 'json-schema-to-ts';
import { answerMap } from './answers';

export const draftTokenReply = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
  additionalProperties: false,
} as const;
export type DraftTokenReply = FromSchema<typeof draftTokenReply>;

/** A draft's answers: what POST /public/tmp takes and GET /public/tmp gives back. */
export const draftReply = {
  type: 'object',
  properties: { answer: answerMap },
  required: ['answer'],
  additionalProperties: false,
} as const;
export type DraftReply = FromSchema<typeof draftReply>;
export const draftBody = draftReply;
export type DraftBody = DraftReply;
