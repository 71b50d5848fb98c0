import type { ReactNode } from 'react';
import { useStaffMe } from './use-staff-me';

/** A page only admins may see; a reader who opens its address is told so (the server says 403 anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  if (me.role === 'admin') return children;
  return <p role="alert">Only a staff administrator can see this page.</p>;
}
