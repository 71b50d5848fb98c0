// JSON Schemas of the staff workspace's application routes' parameters and queries; the replies
// live in src/contracts/staff-applications.ts.
import { WEB_STATUSES } from '../../../../engine';

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

/** A day (YYYY-MM-DD); the route checks that it exists. */
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const listQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200 },
    status,
    entry_term: entryTerm,
    submitted_from: day,
    submitted_to: day,
    /** A queue's id (site.json `queues`); the route checks it exists. */
    queue: { type: 'string', minLength: 1, maxLength: 64 },
    /** A staff member's id, or "me": the applications assigned to them for review. */
    assignee: {
      type: 'string',
      pattern: '^(me|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$',
    },
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
