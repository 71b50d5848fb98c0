import { useT } from '../i18n/use-t';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import './error-pages.css';
import { usePageTitle } from './use-page-title';

/** Spec section 8: the router's last resort, when even the page frame failed. */
export function RouterFallback() {
  const error = useRouteError();
  const t = useT();
  usePageTitle(t('fallback.heading'));
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);
  return (
    <main id="main-content" className="error-page">
      <div className="page-width">
        <h1>{t('fallback.heading')}</h1>
        <p>
          <a href="/">{t('fallback.reload')}</a>
        </p>
      </div>
    </main>
  );
}
