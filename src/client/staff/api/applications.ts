import type {
  ApplicationsPage,
  EarlierKeys,
  FailingDeliveries,
  ShareLink,
  StaffApplication,
} from '../../../contracts/staff-applications';
import { searchProperties } from '../../../contracts/staff-search';
import { staffRequest } from './staff-request';

export type SearchKey = keyof typeof searchProperties;
/** The parts of a search (GET /staff/api/applications without paging), as the address says. */
export const SEARCH_KEYS = Object.keys(searchProperties) as SearchKey[];

/** A search as text, '' for a part not asked for. */
export type ApplicationFilters = Record<SearchKey, string>;

export const filtersOf = (params: URLSearchParams): ApplicationFilters =>
  Object.fromEntries(SEARCH_KEYS.map((key) => [key, params.get(key) ?? ''])) as ApplicationFilters;

/** The parts asked for, as the address's query (and a saved search's). */
export function searchParamsOf(filters: Partial<ApplicationFilters>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  return query;
}

const PAGE_SIZE = 50;

export const applicationsKey = (filters: ApplicationFilters) =>
  ['staff', 'applications', filters] as const;
export const applicationKey = (id: string) => ['staff', 'application', id] as const;
export const deliveriesKey = ['staff', 'webhook-deliveries'] as const;

export const fetchApplicationsPage = (filters: ApplicationFilters, cursor: string | undefined) =>
  staffRequest<ApplicationsPage>('GET', '/staff/api/applications', {
    query: { ...Object.fromEntries(searchParamsOf(filters)), limit: PAGE_SIZE, cursor },
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

export const earlierKeysKey = ['staff', 'export', 'earlier-keys'] as const;

/** The answer keys only earlier form versions have that the export offers this staff member. */
export const fetchEarlierKeys = () =>
  staffRequest<EarlierKeys>('GET', '/staff/api/export/earlier-keys');

/** The export of exactly a search, with the columns chosen (all the reader may see if none). */
export function exportUrl(filters: ApplicationFilters, columns?: readonly string[]): string {
  const query = searchParamsOf(filters);
  if (columns) query.set('columns', columns.join(','));
  const text = query.toString();
  return `/staff/api/export.csv${text ? `?${text}` : ''}`;
}
