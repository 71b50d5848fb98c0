import { useQuery } from '@tanstack/react-query';
import type { Option } from '../../../engine';
import { fetchStaffList, staffListKey } from '../api/admin';

/** The active staff members applications may be assigned to, as choices (admins are marked). */
export function useActiveReaders(): Option[] {
  const staff = useQuery({ queryKey: staffListKey, queryFn: fetchStaffList });
  return (staff.data?.items ?? [])
    .filter((member) => member.status === 'active')
    .map((member) => ({
      value: member.id,
      label: `${member.username}${member.role === 'admin' ? ' (admin)' : ''}`,
    }));
}
