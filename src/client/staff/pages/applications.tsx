import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '../../api/errors';
import { Notice } from '../../components/Notice';
import {
  applicationsKey,
  exportUrl,
  fetchApplicationsPage,
  type ApplicationFilters,
} from '../api/applications';
import { ApplicationFiltersForm } from '../applications/ApplicationFilters';
import { ApplicationsTable } from '../applications/ApplicationsTable';
import { entryTermOptions } from '../applications/entry-terms';
import { FailingDeliveries } from '../applications/FailingDeliveries';
import type { SortOrder } from '../applications/sort-rows';
import '../applications/applications.css';
import { BulkAssign } from '../review/BulkAssign';
import { ReviewFilters } from '../review/ReviewFilters';
import { useStaffMe } from '../use-staff-me';
import { useStaffTitle } from '../use-staff-title';

const filtersOf = (params: URLSearchParams): ApplicationFilters => ({
  q: params.get('q') ?? '',
  status: params.get('status') ?? '',
  entry_term: params.get('entry_term') ?? '',
  submitted_from: params.get('submitted_from') ?? '',
  submitted_to: params.get('submitted_to') ?? '',
  queue: params.get('queue') ?? '',
  assignee: params.get('assignee') ?? '',
});

/** "1,204 applications match; 50 shown, more to load." */
function countText(total: number, shown: number, more: boolean): string {
  const matches = `${total.toLocaleString('en-US')} application${total === 1 ? ' matches' : 's match'}`;
  return `${matches}; ${shown.toLocaleString('en-US')} shown${more ? ', more to load' : ''}.`;
}

/**
 * Finding applications: search, filters (kept in the address, so a search can be bookmarked
 * and Back works), a sortable table, more rows by cursor, and the CSV export of the filters.
 */
export function Component() {
  useStaffTitle('Applications');
  const me = useStaffMe();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [order, setOrder] = useState<SortOrder | undefined>();
  const terms = useMemo(() => entryTermOptions(), []);
  const list = useInfiniteQuery({
    queryKey: applicationsKey(filters),
    queryFn: ({ pageParam }) => fetchApplicationsPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const change = (next: ApplicationFilters) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, value);
    setParams(query);
  };

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
      <p>
        <a className="button button--secondary" href={exportUrl(filters)} download>
          Export as CSV (with the status and term chosen; the search does not apply)
        </a>
      </p>
      <p role="status" className="staff-results-count">
        {list.isPending
          ? 'Loading applications…'
          : countText(list.data?.pages[0]?.total ?? 0, rows.length, list.hasNextPage)}
      </p>
      {list.error && (
        <Notice kind="error">
          <p>{errorMessageOf(list.error)}</p>
        </Notice>
      )}
      {me.role === 'admin' && rows.length > 0 && (
        <BulkAssign applicationIds={rows.map((row) => row.id)} />
      )}
      {rows.length > 0 && (
        <ApplicationsTable rows={rows} order={order} onOrder={setOrder} terms={terms} />
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
