import { Navigate, useParams } from 'react-router-dom';
import { isPageId } from '../../../engine/types';
import { PreviewPage } from '../../form/preview/PreviewPage';
import { staffPaths } from '../staff-paths';

/** /staff/preview/:pageId: a page of the application as a visitor sees it (issue 18). */
export function Component() {
  const { pageId } = useParams();
  if (!isPageId(pageId)) return <Navigate to={`${staffPaths.preview}/about`} replace />;
  return <PreviewPage pageId={pageId} inWorkspace={!import.meta.env.DEV} />;
}
