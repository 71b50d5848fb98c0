import { useQuery } from '@tanstack/react-query';
import { fetchStaffList, staffListKey } from '../api/admin';
import type { ApplicationFilters } from '../api/applications';
import { fetchQueues, queuesKey } from '../api/queues';
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
      <div className="field">
        <label className="field__label" htmlFor="staff-queue">
          Queue
        </label>
        <select
          id="staff-queue"
          className="field__input"
          value={filters.queue}
          onChange={(event) => onChange({ ...filters, queue: event.target.value })}
        >
          <option value="">Any queue</option>
          {(queues.data?.items ?? []).map((queue) => (
            <option key={queue.id} value={queue.id}>
              {queue.label} ({queue.count})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="staff-assignee">
          Assigned to
        </label>
        <select
          id="staff-assignee"
          className="field__input"
          value={filters.assignee}
          onChange={(event) => onChange({ ...filters, assignee: event.target.value })}
        >
          <option value="">Anyone or no one</option>
          <option value="me">Me</option>
          {(staff.data?.items ?? [])
            .filter((member) => member.status === 'active' && member.username !== me.username)
            .map((member) => (
              <option key={member.id} value={member.id}>
                {member.username}
              </option>
            ))}
        </select>
      </div>
    </div>
  );
}
