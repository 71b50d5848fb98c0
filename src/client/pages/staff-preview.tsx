import { Navigate, useParams } from 'react-router-dom';
import { isPageId } from '../../engine/types';
import { PreviewPage } from '../form/preview/PreviewPage';

/** /staff/preview/:pageId, registered in development only (src/client/app/router.tsx). */
export function Component() {
  const { pageId } = useParams();
  if (!isPageId(pageId)) return <Navigate to="/staff/preview/about" replace />;
  return <PreviewPage pageId={pageId} />;
}
