import { useQuery } from '@tanstack/react-query';
import type { FormImpactReply } from '../../../contracts/forms';
import type { ImpactReason } from '../../../engine/impact/impact-reasons';
import { ErrorNotice } from '../ErrorNotice';
import { StaffTable } from '../StaffTable';
import { fetchImpact, impactKey } from '../api/forms';

const WHY: Record<ImpactReason, string> = {
  'removed-key': 'question removed',
  'removed-option': 'option removed',
  'new-required': 'new required question',
  'now-hidden': 'answer would be erased',
};

const COLUMNS = ['Reference', 'E-mail address', 'Status', 'Key', 'Why'];

type Application = FormImpactReply['applications'][number];

function Rows({ application }: { application: Application }) {
  return application.changes.map((change, i) => (
    <tr key={`${change.key}:${change.why}:${i}`}>
      <td>{application.reference}</td>
      <td>{application.username}</td>
      <td>{application.status}</td>
      <td>
        <code>{change.key}</code>
      </td>
      <td>{WHY[change.why]}</td>
    </tr>
  ));
}

/**
 * The applications the saved draft would change. It names applicants (and is audited), so it is
 * read when asked for, against the draft as last saved.
 */
export function ImpactTable() {
  const impact = useQuery({ queryKey: impactKey, queryFn: fetchImpact, enabled: false });
  return (
    <section aria-labelledby="impact-heading">
      <h2 id="impact-heading">Impact on applications</h2>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void impact.refetch()}
          aria-disabled={impact.isFetching || undefined}
        >
          Check the impact of the saved draft
        </button>
      </p>
      <ErrorNotice error={impact.error} />
      {impact.isFetching && <p role="status">Checking every application…</p>}
      {impact.data &&
        (impact.data.applications.length === 0 ? (
          <p data-testid="forms-impact">No application is affected.</p>
        ) : (
          <StaffTable
            caption={`${impact.data.applications.length} applications affected`}
            columns={COLUMNS}
            testId="forms-impact"
          >
            {impact.data.applications.map((application) => (
              <Rows key={application.id} application={application} />
            ))}
          </StaffTable>
        ))}
    </section>
  );
}
