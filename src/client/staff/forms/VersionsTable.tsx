import { useMutation } from '@tanstack/react-query';
import type { FormVersionSummary } from '../../../contracts/forms';
import { queryClient } from '../../app/query-client';
import { Notice } from '../../components/Notice';
import { ErrorNotice } from '../ErrorNotice';
import { StaffTable } from '../StaffTable';
import { formsKey, rollBackTo } from '../api/forms';
import { formatTime } from '../../../engine';

interface Props {
  versions: readonly FormVersionSummary[];
  live: number;
  /** Admins may roll back; readers see the history only. */
  canRollBack: boolean;
}

const COLUMNS = ['Version', 'Published', 'By', 'Note'];

/** Every published version, newest first; an admin rolls back to any earlier one. */
export function VersionsTable({ versions, live, canRollBack }: Props) {
  const rollBack = useMutation({
    mutationFn: rollBackTo,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: formsKey }),
  });
  function confirmRollBack(version: number) {
    if (rollBack.isPending) return;
    // A roll back publishes at once for every applicant: the admin says so first.
    if (window.confirm(`Publish a copy of version ${version} as the new live version?`))
      rollBack.mutate(version);
  }
  const sorted = [...versions].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading">Versions</h2>
      {rollBack.data && (
        <Notice kind="success" testId="forms-rolled-back">
          <p>
            Version {rollBack.data.version} is live: a copy of version {rollBack.variables}.
          </p>
        </Notice>
      )}
      <ErrorNotice error={rollBack.error} />
      <StaffTable
        caption="Published versions, newest first"
        columns={canRollBack ? [...COLUMNS, 'Actions'] : COLUMNS}
        testId="forms-versions"
      >
        {sorted.map((v) => (
          <tr key={v.version}>
            <td>
              {v.version}
              {v.version === live && <strong> (live)</strong>}
            </td>
            <td>{formatTime(v.published_at)}</td>
            <td>{v.published_by}</td>
            <td>{v.note}</td>
            {canRollBack && (
              <td>
                {v.version !== live && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => confirmRollBack(v.version)}
                    aria-disabled={rollBack.isPending || undefined}
                  >
                    Roll back to this version
                    <span className="visually-hidden"> ({v.version})</span>
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
