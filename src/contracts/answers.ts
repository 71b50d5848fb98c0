// The answer map on the wire (spec section 3): the engine checks keys and values.
import type { FromSchema } from 'json-schema-to-ts';
import { generationMap } from './repeater-layout';

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

/**
 * PUT /api/answer's optional request header (issue 27): JSON `{key: revision}`, for each key the
 * save changes, the revision its value was based on. Without it a save overwrites, as before.
 */
export const ANSWER_BASE_HEADER = 'answer-base';

/**
 * PUT /api/answer's second optional header, sent with a change to an answer that can hide
 * others: JSON `{key: revision}`, the revision the page knew of each answer the change can hide
 * (a key left out: never written, as far as the page knows). With it, a save that would empty
 * an answer written since on another device is refused with 409 HIDDEN_ANSWERS_CHANGED, whose
 * `keys` are the changes that hide (as sent) and `hidden` the answers they would have emptied.
 */
export const HIDDEN_BASE_HEADER = 'hidden-base';
export const HIDDEN_ANSWERS_CHANGED_CODE = 'HIDDEN_ANSWERS_CHANGED';

/** Per answer key, the revision of its stored value (0 or absent: never written). */
export const answerRevisions = {
  type: 'object',
  additionalProperties: { type: 'integer', minimum: 0 },
} as const;
export type AnswerRevisionMap = FromSchema<typeof answerRevisions>;

/** A key whose base was older than the server's and whose value differed: the server kept its. */
export const answerConflict = {
  type: 'object',
  properties: {
    yours: { type: ['string', 'boolean'] },
    theirs: { type: ['string', 'boolean'] },
    revision: { type: 'integer' },
  },
  required: ['yours', 'theirs', 'revision'],
  additionalProperties: false,
} as const;
export type AnswerConflict = FromSchema<typeof answerConflict>;

/**
 * PUT /api/answer's reply: the revisions of the keys now stored, the conflicts by key, the keys
 * of the save emptied because their section is hidden (by the save or by what is stored), and
 * the current generation of each repeater whose entries the save wrote to.
 */
export const saveReply = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    revisions: answerRevisions,
    conflicts: { type: 'object', additionalProperties: answerConflict },
    not_kept: { type: 'array', items: { type: 'string' } },
    generations: generationMap,
  },
  required: ['message', 'revisions', 'conflicts', 'not_kept', 'generations'],
  additionalProperties: false,
} as const;
export type SaveReply = FromSchema<typeof saveReply>;

/** The code of a 409 refusing a write to an application already submitted (on any device). */
export const SUBMITTED_CODE = 'SUBMITTED';
