// Review queues, readers' assignments and reviews on the wire (issue 33, docs/api.md).
import type { FromSchema } from 'json-schema-to-ts';
import { searchQuery } from './staff-search';

const uuid = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;

/** The most applications one assignment request names (a page of the list at most). */
export const ASSIGN_MAX = 200;

export const queueSummary = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    blind: { type: 'boolean' },
    /** Submitted applications in the queue. */
    count: { type: 'integer', minimum: 0 },
  },
  required: ['id', 'label', 'blind', 'count'],
  additionalProperties: false,
} as const;

/** GET /staff/api/queues: site.json's queues in order, each with how many it holds. */
export const queuesReply = {
  type: 'object',
  properties: { items: { type: 'array', items: queueSummary } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type Queues = FromSchema<typeof queuesReply>;

/** PUT /staff/api/applications/{id}/queue (admins): the queue's id; the route checks it exists. */
export const queueMoveBody = {
  type: 'object',
  properties: { queue: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['queue'],
  additionalProperties: false,
} as const;
export type QueueMove = FromSchema<typeof queueMoveBody>;

/** Where an application sits: null while it is not submitted. */
export const applicationQueueReply = {
  type: 'object',
  properties: {
    queue: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            id: { type: 'string' },
            label: { type: 'string' },
            blind: { type: 'boolean' },
          },
          required: ['id', 'label', 'blind'],
          additionalProperties: false,
        },
      ],
    },
    /** Readers assigned to it, in the order they were assigned. */
    readers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, username: { type: 'string' } },
        required: ['id', 'username'],
        additionalProperties: false,
      },
    },
  },
  required: ['queue', 'readers'],
  additionalProperties: false,
} as const;
export type ApplicationQueue = FromSchema<typeof applicationQueueReply>;

/**
 * POST /staff/api/assignments (admins): one reader, one or many applications; DELETE with the
 * same body takes the reader off them.
 */
export const assignmentsBody = {
  type: 'object',
  properties: {
    reader_id: uuid,
    application_ids: {
      type: 'array',
      items: uuid,
      minItems: 1,
      maxItems: ASSIGN_MAX,
      uniqueItems: true,
    },
  },
  required: ['reader_id', 'application_ids'],
  additionalProperties: false,
} as const;
export type AssignmentsBody = FromSchema<typeof assignmentsBody>;

export const assignmentsReply = {
  type: 'object',
  properties: {
    /** Newly assigned; an application already the reader's is left as it was. */
    assigned: { type: 'integer', minimum: 0 },
  },
  required: ['assigned'],
  additionalProperties: false,
} as const;
export type AssignmentsResult = FromSchema<typeof assignmentsReply>;

/** The most readers one search is split between. */
export const SPLIT_READERS_MAX = 50;

/**
 * POST /staff/api/assignments/search (admins): every application a search of the list selects,
 * given to one reader or split evenly between several in the list's order. `count` is the number
 * the admin confirmed: when the search selects another, nothing is assigned.
 */
export const searchAssignmentBody = {
  type: 'object',
  properties: {
    search: searchQuery,
    reader_ids: {
      type: 'array',
      items: uuid,
      minItems: 1,
      maxItems: SPLIT_READERS_MAX,
      uniqueItems: true,
    },
    count: { type: 'integer', minimum: 1, maximum: 100_000_000 },
  },
  required: ['search', 'reader_ids', 'count'],
  additionalProperties: false,
} as const;
export type SearchAssignmentBody = FromSchema<typeof searchAssignmentBody>;

const readerShare = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    /** The applications the split gave this reader. */
    selected: { type: 'integer', minimum: 0 },
    /** Of those, the newly assigned (the others were theirs already). */
    assigned: { type: 'integer', minimum: 0 },
  },
  required: ['id', 'username', 'selected', 'assigned'],
  additionalProperties: false,
} as const;

export const searchAssignmentReply = {
  type: 'object',
  properties: {
    /** The applications the search selected (the count confirmed). */
    selected: { type: 'integer', minimum: 0 },
    /** Newly assigned, all readers together. */
    assigned: { type: 'integer', minimum: 0 },
    /** Each reader's share, in the order given. */
    readers: { type: 'array', items: readerShare },
  },
  required: ['selected', 'assigned', 'readers'],
  additionalProperties: false,
} as const;
export type SearchAssignmentResult = FromSchema<typeof searchAssignmentReply>;

/** DELETE /staff/api/assignments/search: the readers taken off the search's applications. */
export const searchUnassignmentReply = {
  type: 'object',
  properties: {
    /** The applications the search selected (the count confirmed). */
    selected: { type: 'integer', minimum: 0 },
    /** Assignments removed, all readers together. */
    unassigned: { type: 'integer', minimum: 0 },
    /** Each reader, in the order given, with the applications taken off them. */
    readers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          username: { type: 'string' },
          unassigned: { type: 'integer', minimum: 0 },
        },
        required: ['id', 'username', 'unassigned'],
        additionalProperties: false,
      },
    },
  },
  required: ['selected', 'unassigned', 'readers'],
  additionalProperties: false,
} as const;
export type SearchUnassignmentResult = FromSchema<typeof searchUnassignmentReply>;

export const unassignmentsReply = {
  type: 'object',
  properties: {
    /** Taken off the reader; an application that was not theirs is left as it was. */
    unassigned: { type: 'integer', minimum: 0 },
  },
  required: ['unassigned'],
  additionalProperties: false,
} as const;
export type UnassignmentsResult = FromSchema<typeof unassignmentsReply>;

export const queueEntry = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    reference: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    /** The queue's id, null while the application is not submitted. */
    queue: { type: ['string', 'null'] },
    /** Whether this reader has submitted their review. */
    reviewed: { type: 'boolean' },
    assigned_at: { type: 'string' },
  },
  required: ['id', 'reference', 'first_name', 'last_name', 'queue', 'reviewed', 'assigned_at'],
  additionalProperties: false,
} as const;
export type QueueEntry = FromSchema<typeof queueEntry>;

/** GET /staff/api/assignments/mine: the signed-in reader's queue, oldest assignment first. */
export const myQueueReply = {
  type: 'object',
  properties: { items: { type: 'array', items: queueEntry } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type MyQueue = FromSchema<typeof myQueueReply>;

const reviewValue = { type: ['string', 'boolean'], maxLength: 20000 } as const;

/**
 * POST /staff/api/applications/{id}/reviews: answers to forms/review.json; PUT
 * …/reviews/mine replaces the signed-in reader's own until the decision.
 */
export const reviewBody = {
  type: 'object',
  properties: {
    answers: {
      type: 'object',
      additionalProperties: reviewValue,
      maxProperties: 100,
    },
  },
  required: ['answers'],
  additionalProperties: false,
} as const;
export type ReviewBody = FromSchema<typeof reviewBody>;

export const reviewReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    author: { type: 'string' },
    queue: { type: 'string' },
    answers: { type: 'object', additionalProperties: reviewValue },
    created_at: { type: 'string' },
    /** When its author last changed it; null as submitted. */
    updated_at: { type: ['string', 'null'] },
  },
  required: ['id', 'author', 'queue', 'answers', 'created_at', 'updated_at'],
  additionalProperties: false,
} as const;
export type Review = FromSchema<typeof reviewReply>;

/**
 * GET /staff/api/applications/{id}/reviews: the reviews this staff member may read, oldest
 * first; `hidden` counts those a blind queue keeps from them until they submit their own.
 */
export const reviewsReply = {
  type: 'object',
  properties: {
    items: { type: 'array', items: reviewReply },
    hidden: { type: 'integer', minimum: 0 },
    /** Whether the signed-in staff member has reviewed it. */
    reviewed: { type: 'boolean' },
    /** Whether they may (admins any application, readers those assigned to them). */
    may_review: { type: 'boolean' },
    /**
     * Whether they may change their own: it is in, no decision is recorded, and (written in a
     * blind queue, by a reader) they have not been shown the others'.
     */
    may_edit: { type: 'boolean' },
    /** Why their own review can no longer be changed; null while it can, or before it is in. */
    final_reason: { type: ['string', 'null'] },
  },
  required: ['items', 'hidden', 'reviewed', 'may_review', 'may_edit', 'final_reason'],
  additionalProperties: false,
} as const;
export type Reviews = FromSchema<typeof reviewsReply>;
