import type { Answers, WebStatus } from '../../../engine';
import type { DocumentAnswerMap } from '../../../contracts/documents';
import { staffRequest } from './staff-request';

/** GET /staff/api/applications: one row of the list. */
export interface ListedApplication {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: WebStatus | null;
  submitted_at: string | null;
  entry_term: string;
  reference: string;
}

export interface ApplicationFilters {
  q: string;
  status: string;
  entry_term: string;
}

export interface ApplicationsPage {
  items: ListedApplication[];
  next_cursor: string | null;
}

/** GET /staff/api/applications/{id}. */
export interface StaffApplication {
  id: string;
  username: string;
  status: WebStatus | null;
  submitted_at: string | null;
  reference: string;
  answer: Answers;
  add_another: Record<string, number>;
  document_answer: DocumentAnswerMap;
  tabs: Record<string, string>;
}

export interface ShareLink {
  url: string;
  pdf_url: string;
  expires_at: string;
}

export interface FailingDelivery {
  id: string;
  application_id: string;
  username: string;
  attempts: number;
  last_error: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  created_at: string;
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
      limit: PAGE_SIZE,
      cursor,
    },
  });

export const fetchApplication = (id: string) =>
  staffRequest<StaffApplication>('GET', `/staff/api/applications/${encodeURIComponent(id)}`);

export const mintShareLink = (id: string) =>
  staffRequest<ShareLink>('POST', `/staff/api/applications/${encodeURIComponent(id)}/share-link`);

export const fetchFailingDeliveries = () =>
  staffRequest<{ items: FailingDelivery[] }>('GET', '/staff/api/webhook-deliveries');

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
