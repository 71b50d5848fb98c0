import { applicationHeader } from '../../../engine';
import type { ServiceApplication } from '../api/service';

/** The staff view's opening facts, the same lines the application PDF begins with. */
export function PrintHeader({ data }: { data: ServiceApplication }) {
  const lines = applicationHeader({
    answers: data.answer,
    username: data.applicant.username,
    status: data.applicant.status ?? undefined,
    submittedAt: data.applicant.submitted_at,
    reference: data.applicant.reference,
  });
  return (
    <dl className="print-header" aria-label="Application summary">
      {lines.map(({ label, value }) => (
        <div key={label} className="print-header__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
