import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '../../api/errors';
import { Notice } from '../../components/Notice';
import {
  applicationsKey,
  fetchApplicationsPage,
  filtersOf,
  searchParamsOf,
  type ApplicationFilters,
} from '../api/applications';
import { ApplicationFiltersForm } from '../applications/ApplicationFilters';
import { ApplicationsTable } from '../applications/ApplicationsTable';

import { ExportDialog } from '../applications/ExportDialog';
import { FailingDeliveries } from '../applications/FailingDeliveries';
import { SavedSearches } from '../applications/SavedSearches';
import '../applications/applications.css';
import { entryTermOptions } from '../../../engine';
import { BulkAssign } from '../review/BulkAssign';
import { ReviewFilters } from '../review/ReviewFilters';
import { SearchAssign } from '../review/SearchAssign';
import { useStaffMe } from '../use-staff-me';
import { useStaffTitle } from '../use-staff-title';

/** "1,204 applications match; 50 shown, more to load." */
function countText(total: number, shown: number, more: boolean): string {
  const matches = `${total.toLocaleString('en-US')} application${total === 1 ? ' matches' : 's match'}`;
  return `${matches}; ${shown.toLocaleString('en-US')} shown${more ? ', more to load' : ''}.`;
}

/**
 * Finding applications: search, filters and the order, all kept in the address (so a search can
 * be bookmarked, saved, and Back works); the server sorts every match, more rows load by cursor,
 * and the CSV export takes exactly this search.
 */
export function Component() {
  useStaffTitle('Applications');
  const me = useStaffMe();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const terms = useMemo(() => entryTermOptions(), []);
  const list = useInfiniteQuery({
    queryKey: applicationsKey(filters),
    queryFn: ({ pageParam }) => fetchApplicationsPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const change = (next: ApplicationFilters) => setParams(searchParamsOf(next));

  return (
    <>
      <h1>Applications</h1>
      {me.role === 'admin' && <FailingDeliveries />}
      <ApplicationFiltersForm
        key={params.toString()}
        filters={filters}
        onChange={change}
        terms={terms}
      />
      <ReviewFilters filters={filters} onChange={change} />
      <SavedSearches filters={filters} />
      <ExportDialog filters={filters} grants={me.grants} total={total} />
      <p role="status" className="staff-results-count">
        {list.isPending
          ? 'Loading applications…'
          : countText(total ?? 0, rows.length, list.hasNextPage)}
      </p>
      {list.error && (
        <Notice kind="error">
          <p>{errorMessageOf(list.error)}</p>
        </Notice>
      )}
      {me.role === 'admin' && total !== undefined && total > 0 && (
        // Another search starts with no readers chosen and no result shown (a key apart from the
        // filters form's, which resets the same way).
        <SearchAssign key={`assign?${params.toString()}`} filters={filters} total={total} />
      )}
      {me.role === 'admin' && rows.length > 0 && (
        <BulkAssign applicationIds={rows.map((row) => row.id)} />
      )}
      {rows.length > 0 && (
        <ApplicationsTable
          rows={rows}
          sort={filters.sort}
          onSort={(sort) => change({ ...filters, sort })}
          terms={terms}
        />
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void list.fetchNextPage()}
          aria-disabled={list.isFetchingNextPage || undefined}
        >
          Load more
        </button>
      )}
    </>
  );
}
