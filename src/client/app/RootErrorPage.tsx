import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { reportClientError } from '../api/client-errors';
import { defaultRoute } from './paths';
import './error-pages.css';
import { usePageTitle } from './use-page-title';

export const ROOT_ERROR_HEADING = 'Something went wrong.';
export const ROOT_ERROR_TEXT =
  'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.';

/** Spec section 2: the root error page (route loader errors and page crashes). */
export function RootErrorPage() {
  const error = useRouteError();
  usePageTitle(ROOT_ERROR_HEADING);
  useEffect(() => {
    console.error('Route error', error);
    reportClientError(error);
  }, [error]);
  return (
    <main id="main-content" className="error-page">
      <div className="page-width">
        <h1>{ROOT_ERROR_HEADING}</h1>
        <p>{ROOT_ERROR_TEXT}</p>
        <p>
          <Link to={defaultRoute()} reloadDocument>
            Go back to the application
          </Link>
        </p>
      </div>
    </main>
  );
}
