import { Navigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { isPageId } from '../../../engine/types';
import { applicantFormActions } from '../../app/form-actions/applicant-form-actions';
import { FormActionsContext } from '../../form/form-actions';
import { PreviewPage } from '../../form/preview/PreviewPage';
import { definitionsFollowed, followDefinitions } from '../../app/definitions/live-definitions';
import { activateDraftDefinitions } from '../forms/draft-definitions';
import { staffPaths } from '../staff-paths';

/** The live version's questions, or with ?draft the staff draft's (issue 29). */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!new URL(request.url).searchParams.has('draft')) {
    await followDefinitions();
    return null;
  }
  // After the workspace's own follow of the live version, which would otherwise replace it.
  await definitionsFollowed();
  await activateDraftDefinitions();
  return null;
}

/** /staff/preview/:pageId: a page of the application as a visitor sees it (issue 18). */
export function Component() {
  const { pageId } = useParams();
  if (!isPageId(pageId)) return <Navigate to={`${staffPaths.preview}/about`} replace />;
  // As a visitor sees it: only the school and address lookups act.
  return (
    <FormActionsContext.Provider value={applicantFormActions}>
      <PreviewPage pageId={pageId} inWorkspace={!import.meta.env.DEV} />
    </FormActionsContext.Provider>
  );
}
