// JSON Schemas of the staff routes.

export const staffRole = { type: 'string', enum: ['reader', 'admin'] } as const;

/** `{username, role}`: who is signed in (GET /staff/api/me, sign-in). */
export const whoReply = {
  type: 'object',
  properties: { username: { type: 'string' }, role: staffRole },
  required: ['username', 'role'],
} as const;

export const staffSummary = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    role: staffRole,
    status: { type: 'string', enum: ['invited', 'active', 'disabled'] },
    created_at: { type: 'string' },
  },
  required: ['id', 'username', 'role', 'status', 'created_at'],
} as const;

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
