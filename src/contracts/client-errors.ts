// A browser error reported to POST /api/client-errors (issue 14).
import type { FromSchema } from 'json-schema-to-ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The message, stack, path and build only: never answers, never the query string. */
export const clientErrorBody = {
  type: 'object',
  properties: {
    message: text(2000),
    stack: text(8000),
    route: { type: 'string', maxLength: 500, pattern: '^/' },
    build: text(100),
  },
  required: ['message', 'route', 'build'],
  additionalProperties: false,
} as const;
export type ClientErrorBody = FromSchema<typeof clientErrorBody>;
