// JSON Schemas of the staff workspace's application routes' parameters and queries; the replies
// live in src/contracts/staff-applications.ts.
import { searchProperties } from '../../../../contracts/staff-search';

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

/** A document as a download, or with `view=inline` for the viewer beside the answers. */
export const documentQuery = {
  type: 'object',
  properties: { view: { type: 'string', enum: ['inline'] } },
  additionalProperties: false,
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    ...searchProperties,
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    cursor: { type: 'string', maxLength: 2000 },
  },
  additionalProperties: false,
} as const;

/** The export: a search and, comma-separated, the columns wanted (all the reader may see if none). */
export const exportQuery = {
  type: 'object',
  properties: {
    ...searchProperties,
    columns: { type: 'string', maxLength: 20000, pattern: '^[a-z0-9_]+(,[a-z0-9_]+)*$' },
  },
  additionalProperties: false,
} as const;
