import {
  CHECKLIST_FILTER_LABELS,
  CHECKLIST_FILTERS,
  NO_DECISION,
  type SearchQuery,
} from '../../../contracts/staff-search';
import {
  entryTermLabel,
  entryTermOptions,
  site,
  WEB_STATUSES,
  webStatusText,
} from '../../../engine';
import type { Queryable } from '../../db/database';
import { applicationListingRepository } from '../../repositories/application-listing';

/** A count the home page shows: its words and the list's search it links to (and counts). */
export interface DashboardItem {
  label: string;
  query: SearchQuery;
}

/** A group of the home page: its items, read afresh from the definitions and the database. */
export interface DashboardGroupSource {
  id: string;
  title: string;
  items(db: Queryable): Promise<DashboardItem[]>;
}

const SUBMITTED = { status: 'submitted' } as const;

/**
 * The home page's groups, in order. Each item is a search of the list, so its count is the
 * list's total for that search and its link opens exactly those applications; a new group is
 * one more entry here.
 */
export const DASHBOARD_GROUPS: readonly DashboardGroupSource[] = [
  {
    id: 'status',
    title: 'By status',
    items: async () => [
      { label: 'All applications', query: {} },
      ...WEB_STATUSES.map((status) => ({ label: webStatusText(status), query: { status } })),
    ],
  },
  {
    id: 'entry_term',
    title: 'By entry term',
    items: async (db) => {
      const options = entryTermOptions();
      const terms = await applicationListingRepository(db).entryTerms();
      return terms.map((term) => ({
        label: entryTermLabel(term, options),
        query: { entry_term: term },
      }));
    },
  },
  {
    id: 'checklist',
    title: 'Submitted, by checklist',
    items: async () =>
      CHECKLIST_FILTERS.map((checklist) => ({
        label: CHECKLIST_FILTER_LABELS[checklist],
        query: { ...SUBMITTED, checklist },
      })),
  },
  {
    id: 'queue',
    title: 'By queue',
    items: async () =>
      site.queues.map((queue) => ({ label: queue.label, query: { queue: queue.id } })),
  },
  {
    id: 'decision',
    title: 'By decision',
    items: async () => [
      ...site.decisions.map((option) => ({ label: option.label, query: { decision: option.id } })),
      { label: 'Submitted, no decision yet', query: { ...SUBMITTED, decision: NO_DECISION } },
    ],
  },
];
