// What the browser records of the applicant's progress: the last page, the web status and the
// errors last shown.
import type { FromSchema } from 'json-schema-to-ts';
import { WEB_STATUSES } from '../engine/constants';

/**
 * PUT /api/last-page: a path of this site such as /about; never a full URL, so it cannot send
 * anyone away.
 */
export const lastPageBody = {
  type: 'object',
  properties: {
    last_page: { type: 'string', maxLength: 100, pattern: '^/[A-Za-z0-9/_-]*$' },
  },
  required: ['last_page'],
  additionalProperties: false,
} as const;
export type LastPageBody = FromSchema<typeof lastPageBody>;

/** POST /api/web-status. */
export const webStatusBody = {
  type: 'object',
  properties: { web_status: { type: 'string', enum: [...WEB_STATUSES] } },
  required: ['web_status'],
  additionalProperties: false,
} as const;
export type WebStatusBody = FromSchema<typeof webStatusBody>;

/** POST /api/validations: the error map the applicant sees (answer key to messages). */
export const validationsBody = {
  type: 'object',
  maxProperties: 2000,
  propertyNames: { maxLength: 100 },
  additionalProperties: {
    type: 'array',
    maxItems: 50,
    items: { type: 'string', maxLength: 1000 },
  },
} as const;
export type ValidationsBody = FromSchema<typeof validationsBody>;
