// The office's work on an application on the wire (issue 33): notes, the checklist, the decision.
import type { FromSchema } from 'json-schema-to-ts';
import { MATERIAL_STATUSES } from '../engine/index';
import { languageSchema } from './language';

const nullableString = { type: ['string', 'null'] } as const;

/** The longest note; a note is for a few paragraphs, not a document. */
export const NOTE_MAX = 5000;
/** The longest decision letter. */
export const LETTER_MAX = 20000;

/** POST /staff/api/applications/{id}/notes: some text besides white space. */
export const newNoteBody = {
  type: 'object',
  properties: { text: { type: 'string', minLength: 1, maxLength: NOTE_MAX, pattern: '\\S' } },
  required: ['text'],
  additionalProperties: false,
} as const;
export type NewNote = FromSchema<typeof newNoteBody>;

export const noteReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    text: { type: 'string' },
    author: { type: 'string' },
    created_at: { type: 'string' },
  },
  required: ['id', 'text', 'author', 'created_at'],
  additionalProperties: false,
} as const;
export type Note = FromSchema<typeof noteReply>;

/** GET /staff/api/applications/{id}/notes: oldest first. */
export const notesReply = {
  type: 'object',
  properties: { items: { type: 'array', items: noteReply } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type Notes = FromSchema<typeof notesReply>;

const materialStatus = { type: 'string', enum: [...MATERIAL_STATUSES] } as const;

/** PUT /staff/api/applications/{id}/checklist/{item}. */
export const checklistMarkBody = {
  type: 'object',
  properties: { status: materialStatus },
  required: ['status'],
  additionalProperties: false,
} as const;
export type ChecklistMarkBody = FromSchema<typeof checklistMarkBody>;

export const checklistItemReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    status: materialStatus,
    updated_by: nullableString,
    updated_at: nullableString,
  },
  required: ['id', 'label', 'status', 'updated_by', 'updated_at'],
  additionalProperties: false,
} as const;

/** GET (and the PUT's reply) /staff/api/applications/{id}/checklist: site.json's order. */
export const checklistReply = {
  type: 'object',
  properties: { items: { type: 'array', items: checklistItemReply } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type Checklist = FromSchema<typeof checklistReply>;

/** PUT /staff/api/applications/{id}/decision: `letter` defaults to the decision's own text. */
export const decisionBody = {
  type: 'object',
  properties: {
    /** A decision id of site.json `decisions` in the live form version; the route checks it. */
    decision: { type: 'string', minLength: 1, maxLength: 100 },
    letter: { type: 'string', minLength: 1, maxLength: LETTER_MAX, pattern: '\\S' },
    /** An instant with its offset (2026-12-01T09:00:00-07:00); the route checks it exists. */
    release_at: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$',
    },
  },
  required: ['decision'],
  additionalProperties: false,
} as const;
export type DecisionBody = FromSchema<typeof decisionBody>;

/**
 * The decision as staff see it, released or not: `letter` in the workspace's English, and the
 * letter the applicant reads, in their account's language (the same text for English).
 */
export const staffDecisionReply = {
  type: 'object',
  properties: {
    decision: { type: 'string' },
    letter: { type: 'string' },
    applicant_language: languageSchema,
    applicant_letter: { type: 'string' },
    release_at: { type: 'string' },
    released: { type: 'boolean' },
    decided_by: { type: 'string' },
    decided_at: { type: 'string' },
  },
  required: [
    'decision',
    'letter',
    'applicant_language',
    'applicant_letter',
    'release_at',
    'released',
    'decided_by',
    'decided_at',
  ],
  additionalProperties: false,
} as const;
export type StaffDecision = FromSchema<typeof staffDecisionReply>;

/**
 * GET /staff/api/applications/{id}/decision: null before any decision; the language the
 * applicant's letter goes out in (their account's), for the form that records one.
 */
export const staffDecisionStateReply = {
  type: 'object',
  properties: {
    decision: { oneOf: [{ type: 'null' }, staffDecisionReply] },
    applicant_language: languageSchema,
  },
  required: ['decision', 'applicant_language'],
  additionalProperties: false,
} as const;
export type StaffDecisionState = FromSchema<typeof staffDecisionStateReply>;

/** The applicant's view in GET /api/profile: null until released. */
export const releasedDecision = {
  type: ['object', 'null'],
  properties: {
    decision: { type: 'string' },
    letter: { type: 'string' },
    released_at: { type: 'string' },
  },
  required: ['decision', 'letter', 'released_at'],
  additionalProperties: false,
} as const;

/** GET /api/checklist: the applicant's own materials and their states, without staff names. */
export const applicantChecklistReply = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          label: { type: 'string' },
          required: { type: 'boolean' },
          status: materialStatus,
        },
        required: ['id', 'label', 'required', 'status'],
        additionalProperties: false,
      },
    },
  },
  required: ['items'],
  additionalProperties: false,
} as const;
export type ApplicantChecklist = FromSchema<typeof applicantChecklistReply>;
