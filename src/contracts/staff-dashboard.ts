// The staff home page's counts on the wire (issue 33): GET /staff/api/dashboard.
import type { FromSchema } from 'json-schema-to-ts';
import { searchQuery } from './staff-search';

/** One count: how many applications the search selects, its words, and the search to link to. */
export const dashboardCount = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    count: { type: 'integer', minimum: 0 },
    query: searchQuery,
  },
  required: ['label', 'count', 'query'],
  additionalProperties: false,
} as const;

/** A group of counts (by status, by entry term …), in the order the home page shows them. */
export const dashboardGroup = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    items: { type: 'array', items: dashboardCount },
  },
  required: ['id', 'title', 'items'],
  additionalProperties: false,
} as const;
export type DashboardGroup = FromSchema<typeof dashboardGroup>;

export const dashboardReply = {
  type: 'object',
  properties: { groups: { type: 'array', items: dashboardGroup } },
  required: ['groups'],
  additionalProperties: false,
} as const;
export type Dashboard = FromSchema<typeof dashboardReply>;
