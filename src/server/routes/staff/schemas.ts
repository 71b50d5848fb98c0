// JSON Schemas of the staff routes' parameters; the replies live in src/contracts/staff-accounts.ts.

export const staffIdParams = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    },
  },
  required: ['id'],
} as const;

export { noQuery } from '../schemas';
