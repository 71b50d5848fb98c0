import { useT } from '../../i18n/use-t';
import { useEffect, useState } from 'react';
import { site } from '../../app/site';
import { useHydrated } from '../../app/use-hydrated';
import { isAlertBannerActive, msUntilAlertChange } from './alert-banner-state';

/** The largest delay setTimeout accepts; a later change is looked at again then. */
const MAX_TIMEOUT = 2_147_483_647;

/** The alert banner of forms/site.json, shown only between its start and end (spec section 1). */
export function AlertBanner() {
  const alert = site.alertBanner;
  const [now, setNow] = useState(() => new Date());
  const hydrated = useHydrated();
  const t = useT();

  useEffect(() => {
    const wait = msUntilAlertChange(alert, now);
    if (wait === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 1, MAX_TIMEOUT));
    return () => clearTimeout(timer);
  }, [alert, now]);

  // The build cannot know the visit's time: the prerendered page has no banner.
  if (!hydrated || !isAlertBannerActive(alert, now)) return null;
  return (
    <div
      className="alert-banner"
      role="region"
      aria-label={t('alert.label')}
      data-testid="alert-banner"
    >
      <div className="page-width alert-banner__inner">
        <svg
          className="alert-banner__icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path fillRule="evenodd" d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-8h-2v6h2V9z" />
        </svg>
        <p className="alert-banner__text">{alert.text}</p>
      </div>
    </div>
  );
}
