import { useQuery } from '@tanstack/react-query';
import { fetchStaffList, staffListKey } from '../api/admin';
import { FilterSelect } from '../FilterSelect';

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
  const readers = (staff.data?.items ?? [])
    .filter((member) => member.status === 'active')
    .map((member) => ({
      value: member.id,
      label: `${member.username}${member.role === 'admin' ? ' (admin)' : ''}`,
    }));
  return (
    <FilterSelect
      id={id}
      label={label}
      any="Choose a reader"
      value={value}
      options={readers}
      onChange={onChange}
    />
  );
}
