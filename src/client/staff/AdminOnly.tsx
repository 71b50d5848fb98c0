import type { ReactNode } from 'react';
import { useStaffMe } from './use-staff-me';
import { useStaffTitle } from './use-staff-title';

/**
 * A page only admins may see, under its title; a reader who opens its address is told so
 * (the server says 403 anyway).
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  useStaffTitle(title);
  const me = useStaffMe();
  return (
    <>
      <h1>{title}</h1>
      {me.role === 'admin' ? (
        children
      ) : (
        <p role="alert">Only a staff administrator can see this page.</p>
      )}
    </>
  );
}
