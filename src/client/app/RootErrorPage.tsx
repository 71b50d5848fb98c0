import { useT } from '../i18n/use-t';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { reportClientError } from '../api/client-errors';
import { defaultRoute } from './paths';
import './error-pages.css';
import { usePageTitle } from './use-page-title';

/** Spec section 2: the root error page (route loader errors and page crashes). */
export function RootErrorPage() {
  const error = useRouteError();
  const t = useT();
  usePageTitle(t('rootError.heading'));
  useEffect(() => {
    console.error('Route error', error);
    reportClientError(error);
  }, [error]);
  return (
    <main id="main-content" className="error-page">
      <div className="page-width">
        <h1>{t('rootError.heading')}</h1>
        <p>{t('rootError.text')}</p>
        <p>
          <Link to={defaultRoute()} reloadDocument>
            {t('rootError.back')}
          </Link>
        </p>
      </div>
    </main>
  );
}
