import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { ErrorNotice } from '../ErrorNotice';
import { fetchForms, formsKey } from '../api/forms';
import { VersionsTable } from '../forms/VersionsTable';
import { formatTime } from '../../../engine';
import { staffPaths } from '../staff-paths';
import { useStaffMe } from '../use-staff-me';
import { useStaffTitle } from '../use-staff-title';

/** The state the draft page hands over after a publish. */
interface Published {
  published?: number;
}

/** /staff/forms: the live version, the draft and the history (issue 29). */
export function Component() {
  useStaffTitle('Forms');
  const me = useStaffMe();
  const published = (useLocation().state as Published | null)?.published;
  const overview = useQuery({ queryKey: formsKey, queryFn: fetchForms });
  const isAdmin = me.role === 'admin';
  return (
    <>
      <h1>Forms</h1>
      {published !== undefined && (
        <Notice kind="success" testId="forms-published">
          <p>Version {published} is published and live.</p>
        </Notice>
      )}
      <ErrorNotice error={overview.error} />
      {!overview.data && !overview.error && <p role="status">Loading the form versions…</p>}
      {overview.data && (
        <>
          <section aria-labelledby="live-heading">
            <h2 id="live-heading">Live version</h2>
            <dl className="staff-facts" data-testid="forms-live">
              <dt>Version</dt>
              <dd>{overview.data.live.version}</dd>
              <dt>Published</dt>
              <dd>{formatTime(overview.data.live.published_at)}</dd>
              <dt>By</dt>
              <dd>{overview.data.live.published_by}</dd>
              <dt>Note</dt>
              <dd>{overview.data.live.note || '—'}</dd>
            </dl>
          </section>
          <section aria-labelledby="draft-heading">
            <h2 id="draft-heading">Draft</h2>
            {overview.data.draft ? (
              <p data-testid="forms-draft">
                Revision {overview.data.draft.revision}, saved{' '}
                {formatTime(overview.data.draft.updated_at)} by {overview.data.draft.updated_by}.
              </p>
            ) : (
              <p data-testid="forms-draft">
                There is no draft: the editor starts from a copy of the live version.
              </p>
            )}
            <p className="staff-links">
              <Link to={staffPaths.formsDraft}>
                {isAdmin ? 'Edit the draft' : 'Read the draft'}
              </Link>
              <Link to={`${staffPaths.preview}/about`}>Preview</Link>
            </p>
          </section>
          <VersionsTable
            versions={overview.data.versions}
            live={overview.data.live.version}
            canRollBack={isAdmin}
          />
        </>
      )}
    </>
  );
}
