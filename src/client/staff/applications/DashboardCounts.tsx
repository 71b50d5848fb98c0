import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { DashboardGroup } from '../../../contracts/staff-dashboard';
import { ErrorNotice } from '../ErrorNotice';
import { searchParamsOf } from '../api/applications';
import { dashboardKey, fetchDashboard } from '../api/dashboard';
import { staffPaths } from '../staff-paths';

function Group({ group }: { group: DashboardGroup }) {
  const titleId = `dashboard-${group.id}`;
  return (
    <section aria-labelledby={titleId} className="staff-dashboard__group">
      <h2 id={titleId}>{group.title}</h2>
      {group.items.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="staff-dashboard__counts">
          {group.items.map((item) => {
            const query = searchParamsOf(item.query).toString();
            return (
              <li key={item.label}>
                <Link to={`${staffPaths.applications}${query ? `?${query}` : ''}`}>
                  <span className="staff-dashboard__count">
                    {item.count.toLocaleString('en-US')}
                  </span>{' '}
                  <span className="staff-dashboard__label">{item.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The home page's counts, each a link to the list of exactly those applications. */
export function DashboardCounts() {
  const dashboard = useQuery({ queryKey: dashboardKey, queryFn: fetchDashboard, staleTime: 0 });
  if (dashboard.error) return <ErrorNotice error={dashboard.error} />;
  if (!dashboard.data) return <p role="status">Counting applications…</p>;
  return (
    <div className="staff-dashboard" data-testid="staff-dashboard">
      {dashboard.data.groups.map((group) => (
        <Group key={group.id} group={group} />
      ))}
    </div>
  );
}
