// JSON Schemas of the staff workspace's application routes.
import { WEB_STATUSES } from '../../../../engine';
import { answerMap } from '../../schemas';

/*
 * Path parameters are checked by the routes (find-application.ts), not by pattern here: the
 * error handler turns a params validation failure into 404, and staff tools are told 400 for a
 * malformed id or key, 404 for a well-formed one that names nothing.
 */
export const applicationIdParam = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
} as const;

export const documentParams = {
  type: 'object',
  properties: { ...applicationIdParam.properties, key: { type: 'string', maxLength: 100 } },
  required: ['id', 'key'],
} as const;

const status = { type: 'string', enum: [...WEB_STATUSES] } as const;
const entryTerm = { type: 'string', maxLength: 100 } as const;

export const listQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200 },
    status,
    entry_term: entryTerm,
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    cursor: { type: 'string', maxLength: 200 },
  },
  additionalProperties: false,
} as const;

export const exportQuery = {
  type: 'object',
  properties: { status, entry_term: entryTerm },
  additionalProperties: false,
} as const;

const nullableString = { type: ['string', 'null'] } as const;

export const listReply = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          username: { type: 'string' },
          first_name: { type: 'string' },
          last_name: { type: 'string' },
          status: nullableString,
          submitted_at: nullableString,
          entry_term: { type: 'string' },
          reference: { type: 'string' },
        },
        required: [
          'id',
          'username',
          'first_name',
          'last_name',
          'status',
          'submitted_at',
          'entry_term',
          'reference',
        ],
      },
    },
    next_cursor: nullableString,
  },
  required: ['items', 'next_cursor'],
} as const;

export const applicationReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    status: nullableString,
    submitted_at: nullableString,
    reference: { type: 'string' },
    answer: answerMap,
    add_another: { type: 'object', additionalProperties: { type: 'integer' } },
    document_answer: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
        required: ['file_name', 'file_size'],
      },
    },
    tabs: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: [
    'id',
    'username',
    'status',
    'submitted_at',
    'reference',
    'answer',
    'add_another',
    'document_answer',
    'tabs',
  ],
} as const;

export const shareLinkReply = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    pdf_url: { type: 'string' },
    expires_at: { type: 'string' },
  },
  required: ['url', 'pdf_url', 'expires_at'],
} as const;

export const deliveriesReply = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          application_id: { type: 'string' },
          username: { type: 'string' },
          attempts: { type: 'integer' },
          last_error: { type: 'string' },
          last_attempt_at: nullableString,
          next_attempt_at: nullableString,
          created_at: { type: 'string' },
        },
        required: [
          'id',
          'application_id',
          'username',
          'attempts',
          'last_error',
          'last_attempt_at',
          'next_attempt_at',
          'created_at',
        ],
      },
    },
  },
  required: ['items'],
} as const;
