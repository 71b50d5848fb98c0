import { Navigate, useParams } from 'react-router-dom';
import { isPageId } from '../../../engine/types';
import { applicantFormActions } from '../../app/form-actions/applicant-form-actions';
import { FormActionsContext } from '../../form/form-actions';
import { PreviewPage } from '../../form/preview/PreviewPage';
import { staffPaths } from '../staff-paths';

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
