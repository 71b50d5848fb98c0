// JSON Schemas of the staff workspace's application routes.
import { WEB_STATUSES } from '../../../../engine';
import { applicationContent } from '../../../../contracts/service';

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

/** An object reply schema whose every property is required. */
const record = <P extends Record<string, object>>(properties: P) => ({
  type: 'object' as const,
  properties,
  required: Object.keys(properties),
});

const string = { type: 'string' } as const;

export const listReply = record({
  items: {
    type: 'array',
    items: record({
      id: string,
      username: string,
      first_name: string,
      last_name: string,
      status: nullableString,
      submitted_at: nullableString,
      entry_term: string,
      reference: string,
    }),
  },
  next_cursor: nullableString,
});

export const applicationReply = record({
  id: string,
  username: string,
  status: nullableString,
  submitted_at: nullableString,
  reference: string,
  ...applicationContent,
});

export const shareLinkReply = record({ url: string, pdf_url: string, expires_at: string });

export const deliveriesReply = record({
  items: {
    type: 'array',
    items: record({
      id: string,
      application_id: string,
      username: string,
      attempts: { type: 'integer' },
      last_error: string,
      last_attempt_at: nullableString,
      next_attempt_at: nullableString,
      created_at: string,
    }),
  },
});
