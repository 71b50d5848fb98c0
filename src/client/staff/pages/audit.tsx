import { useInfiniteQuery } from '@tanstack/react-query';
import { AdminOnly } from '../AdminOnly';
import { StaffTable } from '../StaffTable';
import { ErrorNotice } from '../ErrorNotice';
import { auditKey, fetchAuditPage } from '../api/admin';
import type { AuditItem } from '../../../contracts/staff-accounts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** `key: value` pairs of an entry's detail, for reading. */
function detailText(detail: AuditItem['detail']): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

const AUDIT_COLUMNS = ['When', 'Staff member', 'Action', 'Application', 'Details', 'Address'];

function AuditTable() {
  const audit = useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam }) => fetchAuditPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
  if (audit.error) return <ErrorNotice error={audit.error} />;
  if (!audit.data) return <p role="status">Loading the audit log…</p>;
  const items = audit.data.pages.flatMap((page) => page.items);
  return (
    <>
      <StaffTable
        caption={`Staff actions, newest first (${items.length} shown)`}
        columns={AUDIT_COLUMNS}
        testId="staff-audit-table"
      >
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <time dateTime={item.at}>{when.format(new Date(item.at))}</time>
            </td>
            <td>{item.staff}</td>
            <td>{item.action}</td>
            <td>{item.application_id ?? ''}</td>
            <td>{detailText(item.detail)}</td>
            <td>{item.ip}</td>
          </tr>
        ))}
      </StaffTable>
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

/** The audit log, for admins. */
export function Component() {
  return (
    <AdminOnly title="Audit">
      <AuditTable />
    </AdminOnly>
  );
}
