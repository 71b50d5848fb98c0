import { useQuery } from '@tanstack/react-query';
import type { AuditFilters } from '../api/admin';
import { fetchStaffList, staffListKey } from '../api/admin';
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
      <div className="field">
        <label className="field__label" htmlFor="audit-staff">
          Staff member
        </label>
        <select
          id="audit-staff"
          className="field__input"
          value={filters.staff_id}
          onChange={(event) => set('staff_id')(event.target.value)}
        >
          <option value="">Anyone</option>
          {(staff.data?.items ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="audit-action">
          Action
        </label>
        <select
          id="audit-action"
          className="field__input"
          value={filters.action}
          onChange={(event) => set('action')(event.target.value)}
        >
          <option value="">Any action</option>
          {Object.entries(AUDIT_ACTIONS).map(([action, text]) => (
            <option key={action} value={action}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="audit-from">
          From
        </label>
        <input
          id="audit-from"
          className="field__input"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set('from')(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="audit-to">
          To
        </label>
        <input
          id="audit-to"
          className="field__input"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set('to')(event.target.value)}
        />
      </div>
    </form>
  );
}
