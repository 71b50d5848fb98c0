import { Link, Navigate } from 'react-router-dom';
import { DashboardCounts } from '../applications/DashboardCounts';
import '../applications/applications.css';
import { staffPaths } from '../staff-paths';
import { navFor } from '../staff-nav';
import { useStaffMe } from '../use-staff-me';
import { useStaffTitle } from '../use-staff-title';

/** The workspace's front page: the counts of applications, who is signed in, where to go. */
export function Component() {
  useStaffTitle('Staff workspace');
  const me = useStaffMe();
  const items = navFor(me.role);
  // A reader's home is their queue (issue 33).
  if (me.role === 'reader') return <Navigate to={staffPaths.queue} replace />;
  return (
    <>
      <h1>Staff workspace</h1>
      <p>
        You are signed in as {me.username}, {me.role === 'admin' ? 'an administrator' : 'a reader'}.
        Everything you open here is recorded in the audit log.
      </p>
      <DashboardCounts />
      {items.length > 0 && (
        <nav aria-label="Workspace pages">
          <ul className="staff-home-links">
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
