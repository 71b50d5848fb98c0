import { useQuery } from '@tanstack/react-query';
import { fetchStaffList, staffListKey } from '../api/admin';
import type { ApplicationFilters } from '../api/applications';
import { fetchQueues, queuesKey } from '../api/queues';
import { FilterSelect } from '../FilterSelect';
import { useStaffMe } from '../use-staff-me';

/**
 * The list's review filters (issue 33): the queue, and whose reading list an application is on
 * (anyone, the signed-in reader, or for admins any staff member). Each applies when chosen.
 */
export function ReviewFilters({
  filters,
  onChange,
}: {
  filters: ApplicationFilters;
  onChange: (filters: ApplicationFilters) => void;
}) {
  const me = useStaffMe();
  const queues = useQuery({ queryKey: queuesKey, queryFn: fetchQueues });
  const staff = useQuery({
    queryKey: staffListKey,
    queryFn: fetchStaffList,
    enabled: me.role === 'admin',
  });
  return (
    <div className="staff-filters" role="group" aria-label="Review filters">
      <FilterSelect
        id="staff-queue"
        label="Queue"
        any="Any queue"
        value={filters.queue}
        options={(queues.data?.items ?? []).map((queue) => ({
          value: queue.id,
          label: `${queue.label} (${queue.count})`,
        }))}
        onChange={(queue) => onChange({ ...filters, queue })}
      />
      <FilterSelect
        id="staff-assignee"
        label="Assigned to"
        any="Anyone or no one"
        value={filters.assignee}
        options={[
          { value: 'me', label: 'Me' },
          ...(staff.data?.items ?? [])
            .filter((member) => member.status === 'active' && member.username !== me.username)
            .map((member) => ({ value: member.id, label: member.username })),
        ]}
        onChange={(assignee) => onChange({ ...filters, assignee })}
      />
    </div>
  );
}
