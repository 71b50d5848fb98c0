// Replies shared by many routes: the error reply of every failure and the plain message reply.
import type { FromSchema } from 'json-schema-to-ts';

/** Every error reply: a message, and where useful a code the client can test or errors per field. */
export const errorReply = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    /**
     * ENTRY_REMOVED: the keys, as sent, whose entry was removed (issue 27); ANSWERS_CHANGED: the
     * answers changed elsewhere; HIDDEN_ANSWERS_CHANGED: the save's changes that hide, as sent.
     */
    keys: { type: 'array', items: { type: 'string' } },
    /** HIDDEN_ANSWERS_CHANGED: the answers changed elsewhere that the save would have emptied. */
    hidden: { type: 'array', items: { type: 'string' } },
    /** ENTRY_REMOVED: the current generation of each repeater concerned. */
    generations: { type: 'object', additionalProperties: { type: 'integer' } },
    /** COUNT_CHANGED: the repeater's stored count of entries. */
    num_components: { type: 'integer', minimum: 0 },
    /** How many applications a refusal of a whole search concerns (docs/api.md says which). */
    count: { type: 'integer', minimum: 0 },
  },
  required: ['message'],
  additionalProperties: false,
} as const;
export type ErrorReply = FromSchema<typeof errorReply>;

export const messageReply = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const;
export type MessageReply = FromSchema<typeof messageReply>;
