import { useT } from '../i18n/use-t';

/** The first stop for keyboard users: straight past the header to the page's main content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main-content">
      {t('header.skipLink')}
    </a>
  );
}
