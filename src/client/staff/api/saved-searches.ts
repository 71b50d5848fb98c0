import type { SavedSearch, SavedSearches, SearchQuery } from '../../../contracts/staff-search';
import { staffRequest } from './staff-request';

export const savedSearchesKey = ['staff', 'saved-searches'] as const;

export const fetchSavedSearches = () =>
  staffRequest<SavedSearches>('GET', '/staff/api/saved-searches');

export const saveSearch = (body: { name: string; query: SearchQuery }) =>
  staffRequest<SavedSearch>('POST', '/staff/api/saved-searches', { body });

export const deleteSavedSearch = (id: string) =>
  staffRequest<void>('DELETE', `/staff/api/saved-searches/${encodeURIComponent(id)}`);
