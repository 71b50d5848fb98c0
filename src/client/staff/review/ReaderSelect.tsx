import { useQuery } from '@tanstack/react-query';
import { fetchStaffList, staffListKey } from '../api/admin';

/** A choice of the active staff members to assign to (the staff list is for admins). */
export function ReaderSelect({
  id,
  label = 'Assign to the reader',
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const staff = useQuery({ queryKey: staffListKey, queryFn: fetchStaffList });
  const active = (staff.data?.items ?? []).filter((member) => member.status === 'active');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a reader</option>
        {active.map((member) => (
          <option key={member.id} value={member.id}>
            {member.username}
            {member.role === 'admin' ? ' (admin)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
