import type {
  ApplicationsPage,
  FailingDeliveries,
  ShareLink,
  StaffApplication,
} from '../../../contracts/staff-applications';
import { staffRequest } from './staff-request';

export interface ApplicationFilters {
  q: string;
  status: string;
  entry_term: string;
  /** Submitted from and to these days (YYYY-MM-DD, the institution's), each optional. */
  submitted_from: string;
  submitted_to: string;
  /** A review queue's id, and "me" or a staff id for the applications assigned (issue 33). */
  queue: string;
  assignee: string;
}

const PAGE_SIZE = 50;
const blankToUndefined = (value: string) => (value === '' ? undefined : value);

export const applicationsKey = (filters: ApplicationFilters) =>
  ['staff', 'applications', filters] as const;
export const applicationKey = (id: string) => ['staff', 'application', id] as const;
export const deliveriesKey = ['staff', 'webhook-deliveries'] as const;

export const fetchApplicationsPage = (filters: ApplicationFilters, cursor: string | undefined) =>
  staffRequest<ApplicationsPage>('GET', '/staff/api/applications', {
    query: {
      q: blankToUndefined(filters.q.trim()),
      status: blankToUndefined(filters.status),
      entry_term: blankToUndefined(filters.entry_term),
      submitted_from: blankToUndefined(filters.submitted_from),
      submitted_to: blankToUndefined(filters.submitted_to),
      queue: blankToUndefined(filters.queue),
      assignee: blankToUndefined(filters.assignee),
      limit: PAGE_SIZE,
      cursor,
    },
  });

export const fetchApplication = (id: string) =>
  staffRequest<StaffApplication>('GET', `/staff/api/applications/${encodeURIComponent(id)}`);

export const mintShareLink = (id: string) =>
  staffRequest<ShareLink>('POST', `/staff/api/applications/${encodeURIComponent(id)}/share-link`);

export const fetchFailingDeliveries = () =>
  staffRequest<FailingDeliveries>('GET', '/staff/api/webhook-deliveries');

const base = (id: string) => `/staff/api/applications/${encodeURIComponent(id)}`;
export const applicationPdfUrl = (id: string) => `${base(id)}/pdf`;
export const documentUrl = (id: string, key: string) =>
  `${base(id)}/documents/${encodeURIComponent(key)}`;

/** The export of what the filters select (the search box does not narrow an export). */
export function exportUrl(filters: ApplicationFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.entry_term) query.set('entry_term', filters.entry_term);
  const text = query.toString();
  return `/staff/api/export.csv${text ? `?${text}` : ''}`;
}
