import { useQuery } from '@tanstack/react-query';
import type { AuditFilters } from '../api/admin';
import { fetchStaffList, staffListKey } from '../api/admin';
import { DateRangeFields } from '../DateRangeFields';
import { FilterSelect } from '../FilterSelect';
import { AUDIT_ACTIONS } from './audit-actions';

/** The audit's filters: each applies as soon as it is chosen. */
export function AuditFiltersForm({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const staff = useQuery({ queryKey: staffListKey, queryFn: fetchStaffList });
  const set = (key: keyof AuditFilters) => (value: string) =>
    onChange({ ...filters, [key]: value });
  return (
    <form
      className="staff-filters"
      aria-label="Filter the audit"
      onSubmit={(e) => e.preventDefault()}
    >
      <FilterSelect
        id="audit-staff"
        label="Staff member"
        any="Anyone"
        value={filters.staff_id}
        options={(staff.data?.items ?? []).map((member) => ({
          value: member.id,
          label: member.username,
        }))}
        onChange={set('staff_id')}
      />
      <FilterSelect
        id="audit-action"
        label="Action"
        any="Any action"
        value={filters.action}
        options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
        onChange={set('action')}
      />
      <DateRangeFields
        id="audit"
        labels={{ from: 'From', to: 'To' }}
        from={filters.from}
        to={filters.to}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
    </form>
  );
}
