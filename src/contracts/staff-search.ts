// A search of the staff list on the wire (issue 33): what GET /staff/api/applications and the
// CSV export take besides paging, and what a saved search keeps.
import type { FromSchema } from 'json-schema-to-ts';
import { WEB_STATUSES } from '../engine/constants';
import { LIST_SORTS } from './staff-applications';

/** Checklist completeness: every required item received or waived, or some still missing. */
export const CHECKLIST_FILTERS = ['complete', 'incomplete'] as const;
export type ChecklistFilter = (typeof CHECKLIST_FILTERS)[number];
export const CHECKLIST_FILTER_LABELS: Readonly<Record<ChecklistFilter, string>> = {
  complete: 'Complete',
  incomplete: 'Items missing',
};
/** The decision filter's value for applications without a decision. */
export const NO_DECISION = 'none';

/** A day (YYYY-MM-DD); the route checks that it exists. */
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const searchProperties = {
  q: { type: 'string', maxLength: 200 },
  status: { type: 'string', enum: [...WEB_STATUSES] },
  entry_term: { type: 'string', maxLength: 100 },
  submitted_from: day,
  submitted_to: day,
  checklist: { type: 'string', enum: [...CHECKLIST_FILTERS] },
  /** A decision id of site.json `decisions` (checked by the route), or `none`. */
  decision: { type: 'string', maxLength: 100 },
  sort: { type: 'string', enum: [...LIST_SORTS] },
  /** A queue's id (site.json `queues`); the route checks it exists. */
  queue: { type: 'string', minLength: 1, maxLength: 64 },
  /** A staff member's id, or "me": the applications assigned to them for review. */
  assignee: {
    type: 'string',
    pattern: '^(me|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$',
  },
} as const;

/** The search alone: a saved search's query. */
export const searchQuery = {
  type: 'object',
  properties: searchProperties,
  additionalProperties: false,
} as const;
export type SearchQuery = FromSchema<typeof searchQuery>;

/** The longest name of a saved search. */
export const SEARCH_NAME_MAX = 100;

/** POST /staff/api/saved-searches: a name (some text besides white space) and the search. */
export const newSavedSearchBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: SEARCH_NAME_MAX, pattern: '\\S' },
    query: searchQuery,
  },
  required: ['name', 'query'],
  additionalProperties: false,
} as const;
export type NewSavedSearch = FromSchema<typeof newSavedSearchBody>;

export const savedSearchReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    query: searchQuery,
    created_at: { type: 'string' },
  },
  required: ['id', 'name', 'query', 'created_at'],
  additionalProperties: false,
} as const;
export type SavedSearch = FromSchema<typeof savedSearchReply>;

/** GET /staff/api/saved-searches: the signed-in staff member's own, by name. */
export const savedSearchesReply = {
  type: 'object',
  properties: { items: { type: 'array', items: savedSearchReply } },
  required: ['items'],
  additionalProperties: false,
} as const;
export type SavedSearches = FromSchema<typeof savedSearchesReply>;
