import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTime } from '../../../engine';
import { AdminOnly } from '../AdminOnly';
import { StaffTable } from '../StaffTable';
import { ErrorNotice } from '../ErrorNotice';
import { auditFiltersOf, auditKey, fetchAuditPage, type AuditFilters } from '../api/admin';
import { actionText, detailText } from '../audit/audit-actions';
import { AuditFiltersForm } from '../audit/AuditFiltersForm';
import '../applications/applications.css';
import { staffPaths } from '../staff-paths';

const AUDIT_COLUMNS = ['When', 'Staff member', 'Action', 'Application', 'Details', 'Address'];

function AuditTable({ filters }: { filters: AuditFilters }) {
  const audit = useInfiniteQuery({
    queryKey: auditKey(filters),
    queryFn: ({ pageParam }) => fetchAuditPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
  if (audit.error) return <ErrorNotice error={audit.error} />;
  if (!audit.data) return <p role="status">Loading the audit log…</p>;
  const items = audit.data.pages.flatMap((page) => page.items);
  return (
    <>
      <StaffTable
        caption={`Staff actions, newest first, times in the institution's zone (${items.length} shown)`}
        columns={AUDIT_COLUMNS}
        testId="staff-audit-table"
      >
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <time dateTime={item.at}>{formatTime(item.at)}</time>
            </td>
            <td>{item.staff}</td>
            <td>{actionText(item.action)}</td>
            <td>
              {item.application_id && (
                <Link to={`${staffPaths.applications}/${item.application_id}`}>
                  {item.applicant_name ?? 'Application'} ({item.application_reference})
                </Link>
              )}
            </td>
            <td>{detailText(item.detail)}</td>
            <td>{item.ip}</td>
          </tr>
        ))}
      </StaffTable>
      {items.length === 0 && <p>Nothing in the audit matches these filters.</p>}
      {audit.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void audit.fetchNextPage()}
          aria-disabled={audit.isFetchingNextPage || undefined}
        >
          Load more
        </button>
      )}
    </>
  );
}

/** The audit log, for admins: who did what to which application, by person, action and day. */
function Audit() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersOf(params);
  const change = (next: AuditFilters) =>
    setParams(new URLSearchParams(Object.entries(next).filter(([, value]) => value !== '')));
  return (
    <>
      <AuditFiltersForm filters={filters} onChange={change} />
      <AuditTable filters={filters} />
    </>
  );
}

export function Component() {
  return (
    <AdminOnly title="Audit">
      <Audit />
    </AdminOnly>
  );
}
