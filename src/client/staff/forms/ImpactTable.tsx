import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ImpactReason } from '../../../engine/impact/impact-reasons';
import { ErrorNotice } from '../ErrorNotice';
import { StaffTable } from '../StaffTable';
import { fetchImpact, impactKey } from '../api/forms';
import { impactCounts, impactRows } from './impact-summary';

const WHY: Record<ImpactReason, string> = {
  'removed-key': 'question removed',
  'removed-option': 'option removed',
  'new-required': 'new required question',
  'now-hidden': 'answer would be erased',
};

const COUNT_COLUMNS = ['Key', 'Why', 'In progress', 'Submitted'];
const COLUMNS = ['Reference', 'E-mail address', 'Status', 'Key', 'Why'];
/** Rows drawn at a time: a change every application shares lists them all (100,000 or more). */
export const IMPACT_PAGE_ROWS = 100;

/**
 * The applications the saved draft would change: counts by question first, then each change,
 * a page at a time. It names applicants (and is audited), so it is read when asked for,
 * against the draft as last saved.
 */
export function ImpactTable() {
  const impact = useQuery({ queryKey: impactKey, queryFn: fetchImpact, enabled: false });
  const [shown, setShown] = useState(IMPACT_PAGE_ROWS);
  const applications = impact.data?.applications;
  const counts = useMemo(() => impactCounts(applications ?? []), [applications]);
  const rows = useMemo(() => impactRows(applications ?? []), [applications]);
  const left = rows.length - shown;
  return (
    <section aria-labelledby="impact-heading">
      <h2 id="impact-heading">Impact on applications</h2>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setShown(IMPACT_PAGE_ROWS);
            void impact.refetch();
          }}
          aria-disabled={impact.isFetching || undefined}
        >
          Check the impact of the saved draft
        </button>
      </p>
      <ErrorNotice error={impact.error} />
      {impact.isFetching && <p role="status">Checking every application…</p>}
      {applications &&
        (applications.length === 0 ? (
          <p data-testid="forms-impact">No application is affected.</p>
        ) : (
          <>
            <StaffTable
              caption={`${applications.length} applications affected, by question`}
              columns={COUNT_COLUMNS}
              testId="forms-impact-counts"
            >
              {counts.map((count) => (
                <tr key={`${count.key}:${count.why}`}>
                  <td>
                    <code>{count.key}</code>
                  </td>
                  <td>{WHY[count.why]}</td>
                  <td>{count.inProgress}</td>
                  <td>{count.submitted}</td>
                </tr>
              ))}
            </StaffTable>
            <StaffTable
              caption={`Each change: ${Math.min(shown, rows.length)} of ${rows.length} shown`}
              columns={COLUMNS}
              testId="forms-impact"
            >
              {rows.slice(0, shown).map(({ application, change }, i) => (
                <tr key={`${application.id}:${change.key}:${change.why}:${i}`}>
                  <td>{application.reference}</td>
                  <td>{application.username}</td>
                  <td>{application.status}</td>
                  <td>
                    <code>{change.key}</code>
                  </td>
                  <td>{WHY[change.why]}</td>
                </tr>
              ))}
            </StaffTable>
            {left > 0 && (
              <p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setShown((n) => n + IMPACT_PAGE_ROWS)}
                >
                  Show {Math.min(left, IMPACT_PAGE_ROWS)} more ({left} not shown)
                </button>
              </p>
            )}
          </>
        ))}
    </section>
  );
}
