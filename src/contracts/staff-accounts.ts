// The staff workspace's accounts on the wire (docs/api.md, "Staff workspace"): who is signed in,
// the welcome of an invitation, the staff list and the audit.
import type { FromSchema } from 'json-schema-to-ts';
import { password, token, username } from './credentials';

export const staffRole = { type: 'string', enum: ['reader', 'admin'] } as const;
export type StaffRole = FromSchema<typeof staffRole>;

/** PUT /staff/api/staff/{id}/role. */
export const roleBody = {
  type: 'object',
  properties: { role: staffRole },
  required: ['role'],
  additionalProperties: false,
} as const;
export type RoleBody = FromSchema<typeof roleBody>;

/** Sensitive categories granted (issue 33): site.json `sensitiveCategories` ids, '*' for every one. */
export const staffGrants = {
  type: 'array',
  maxItems: 100,
  items: { type: 'string', pattern: '^(\\*|[a-z][a-z0-9_]{0,63})$' },
} as const;

/** PUT /staff/api/staff/{id}/grants. */
export const grantsBody = {
  type: 'object',
  properties: { grants: staffGrants },
  required: ['grants'],
  additionalProperties: false,
} as const;
export type GrantsBody = FromSchema<typeof grantsBody>;

/** POST /staff/api/login: `code` is the authenticator's or a recovery code. */
export const staffLoginBody = {
  type: 'object',
  properties: { username, password, code: { type: 'string', maxLength: 32 } },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;
export type StaffLoginBody = FromSchema<typeof staffLoginBody>;

/** `{username, role, grants}`: who is signed in (GET /staff/api/me, sign-in). */
export const staffMeReply = {
  type: 'object',
  properties: { username: { type: 'string' }, role: staffRole, grants: staffGrants },
  required: ['username', 'role', 'grants'],
  additionalProperties: false,
} as const;
export type StaffMe = FromSchema<typeof staffMeReply>;

/** GET /staff/api/sign-in-options: whether single sign-on is offered. */
export const signInOptionsReply = {
  type: 'object',
  properties: { sso: { type: 'boolean' } },
  required: ['sso'],
  additionalProperties: false,
} as const;
export type SignInOptions = FromSchema<typeof signInOptionsReply>;

/** POST /staff/api/welcome: the invitation's token and the new password. */
export const welcomeBody = {
  type: 'object',
  properties: { token, password },
  required: ['token', 'password'],
  additionalProperties: false,
} as const;
export type WelcomeBody = FromSchema<typeof welcomeBody>;

/** POST /staff/api/welcome: the authenticator secret and recovery codes, shown this once. */
export const welcomeReply = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    otpauth_uri: { type: 'string' },
    secret: { type: 'string' },
    recovery_codes: { type: 'array', items: { type: 'string' } },
  },
  required: ['username', 'otpauth_uri', 'secret', 'recovery_codes'],
  additionalProperties: false,
} as const;
export type WelcomeReply = FromSchema<typeof welcomeReply>;

export const staffSummary = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    role: staffRole,
    grants: staffGrants,
    status: { type: 'string', enum: ['invited', 'active', 'disabled'] },
    created_at: { type: 'string' },
  },
  required: ['id', 'username', 'role', 'grants', 'status', 'created_at'],
  additionalProperties: false,
} as const;
export type StaffSummary = FromSchema<typeof staffSummary>;

/** POST /staff/api/staff/invitations. */
export const invitationBody = {
  type: 'object',
  properties: { email: username, role: staffRole },
  required: ['email', 'role'],
  additionalProperties: false,
} as const;
export type InvitationBody = FromSchema<typeof invitationBody>;

/** GET /staff/api/staff. */
export const staffListReply = {
  type: 'object',
  properties: { items: { type: 'array', items: staffSummary } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type StaffList = FromSchema<typeof staffListReply>;

export const auditItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    staff: { type: 'string' },
    /** The staff account, null for a sign-in refused to a name that matched none. */
    staff_id: { type: ['string', 'null'] },
    action: { type: 'string' },
    application_id: { type: ['string', 'null'] },
    /** The application as people name it: its reference and the applicant's name as listed. */
    application_reference: { type: ['string', 'null'] },
    applicant_name: { type: ['string', 'null'] },
    // What the action touched differs by action (a search's filters, a role change): kept whole.
    detail: { type: 'object', additionalProperties: true },
    ip: { type: 'string' },
  },
  required: [
    'id',
    'at',
    'staff',
    'staff_id',
    'action',
    'application_id',
    'application_reference',
    'applicant_name',
    'detail',
    'ip',
  ],
  additionalProperties: false,
} as const;
export type AuditItem = FromSchema<typeof auditItem>;

const uuid = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/**
 * GET /staff/api/audit's query: a page (`cursor` is the `next_cursor` of the page before),
 * narrowed to one staff member, one action, and days (the institution's) from and to.
 */
export const auditQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    cursor: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
    staff_id: { type: 'string', pattern: uuid },
    action: { type: 'string', pattern: '^[a-z_]{1,60}$' },
    from: day,
    to: day,
  },
  additionalProperties: false,
} as const;
export type AuditQuery = FromSchema<typeof auditQuery>;

/** GET /staff/api/audit: a page, newest first; `next_cursor` asks for the page after. */
export const auditPageReply = {
  type: 'object',
  properties: {
    items: { type: 'array', items: auditItem },
    next_cursor: { type: ['string', 'null'] },
  },
  required: ['items', 'next_cursor'],
  additionalProperties: false,
} as const;
export type AuditPage = FromSchema<typeof auditPageReply>;
