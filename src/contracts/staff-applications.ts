// The staff workspace's applications on the wire (docs/api.md, "Staff workspace: applications").
import type { FromSchema } from 'json-schema-to-ts';
import { WEB_STATUSES } from '../engine/constants';
import { applicationContent, contentKeys } from './service';

const status = { type: ['string', 'null'], enum: [...WEB_STATUSES, null] } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** The columns the list sorts by (GET /staff/api/applications `sort`, issue 33). */
export const LIST_SORT_COLUMNS = [
  'submitted_at',
  'name',
  'username',
  'status',
  'entry_term',
] as const;
export type ListSortColumn = (typeof LIST_SORT_COLUMNS)[number];

/** A column ascending, or with a leading `-` descending; newest first when none is asked for. */
export const LIST_SORTS = LIST_SORT_COLUMNS.flatMap((column) => [column, `-${column}`] as const);
export type ListSort = ListSortColumn | `-${ListSortColumn}`;
export const DEFAULT_LIST_SORT: ListSort = '-submitted_at';

/**
 * The export's columns of the application itself (GET /staff/api/export.csv `columns`); every
 * other column is an answer key. Without `columns` the export has id, username, status,
 * submitted_at and every answer the reader may see.
 */
export const EXPORT_ACCOUNT_COLUMNS = [
  'reference',
  'id',
  'username',
  'status',
  'submitted_at',
] as const;
export type ExportAccountColumn = (typeof EXPORT_ACCOUNT_COLUMNS)[number];

/**
 * GET /staff/api/export/earlier-keys: the answer keys only earlier form versions have (questions a
 * later publish removed) that the staff member may export, newest version first, each with its
 * question's words in the newest version that has it.
 */
export const earlierKeysReply = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { key: { type: 'string' }, label: { type: 'string' } },
        required: ['key', 'label'],
        additionalProperties: false,
      },
    },
  },
  required: ['items'],
  additionalProperties: false,
} as const;
export type EarlierKeys = FromSchema<typeof earlierKeysReply>;
export type EarlierKey = EarlierKeys['items'][number];

/** One row of GET /staff/api/applications. */
export const listedApplication = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    status,
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
  additionalProperties: false,
} as const;
export type ListedApplication = FromSchema<typeof listedApplication>;

/**
 * GET /staff/api/applications: a page; `next_cursor` asks for the page after; `total` counts
 * every application the search and filters select.
 */
export const applicationsPageReply = {
  type: 'object',
  properties: {
    items: { type: 'array', items: listedApplication },
    next_cursor: nullableString,
    total: { type: 'integer', minimum: 0 },
  },
  required: ['items', 'next_cursor', 'total'],
  additionalProperties: false,
} as const;
export type ApplicationsPage = FromSchema<typeof applicationsPageReply>;

/** GET /staff/api/applications/{id}. */
export const staffApplicationReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    status,
    submitted_at: nullableString,
    reference: { type: 'string' },
    ...applicationContent,
    /** Answer keys kept from this reader (need to know, issue 33): absent from `answer`. */
    withheld: { type: 'array', items: { type: 'string' } },
  },
  required: ['id', 'username', 'status', 'submitted_at', 'reference', 'withheld', ...contentKeys],
  additionalProperties: false,
} as const;
export type StaffApplication = FromSchema<typeof staffApplicationReply>;

/** POST /staff/api/applications/{id}/share-link. */
export const shareLinkReply = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    pdf_url: { type: 'string' },
    expires_at: { type: 'string' },
  },
  required: ['url', 'pdf_url', 'expires_at'],
  additionalProperties: false,
} as const;
export type ShareLink = FromSchema<typeof shareLinkReply>;

export const failingDelivery = {
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
  additionalProperties: false,
} as const;
export type FailingDelivery = FromSchema<typeof failingDelivery>;

/** GET /staff/api/webhook-deliveries. */
export const deliveriesReply = {
  type: 'object',
  properties: { items: { type: 'array', items: failingDelivery } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type FailingDeliveries = FromSchema<typeof deliveriesReply>;

/** One live share link (GET /staff/api/share-links, admins): who made it, for which application. */
export const liveShareLink = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    application_id: { type: 'string' },
    reference: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    username: { type: 'string' },
    minted_by: { type: 'string' },
    created_at: { type: 'string' },
    expires_at: { type: 'string' },
  },
  required: [
    'id',
    'application_id',
    'reference',
    'first_name',
    'last_name',
    'username',
    'minted_by',
    'created_at',
    'expires_at',
  ],
  additionalProperties: false,
} as const;
export type LiveShareLink = FromSchema<typeof liveShareLink>;

/** GET /staff/api/share-links: the links still usable, newest first. */
export const shareLinksReply = {
  type: 'object',
  properties: { items: { type: 'array', items: liveShareLink } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type LiveShareLinks = FromSchema<typeof shareLinksReply>;
