import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import './error-pages.css';
import { usePageTitle } from './use-page-title';

export const ROUTER_FALLBACK_HEADING = 'Unexpected Application Error!';

/** Spec section 8: the router's last resort, when even the page frame failed. */
export function RouterFallback() {
  const error = useRouteError();
  usePageTitle(ROUTER_FALLBACK_HEADING);
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);
  return (
    <main id="main-content" className="error-page">
      <div className="page-width">
        <h1>{ROUTER_FALLBACK_HEADING}</h1>
        <p>
          <a href="/">Reload the application</a>
        </p>
      </div>
    </main>
  );
}
