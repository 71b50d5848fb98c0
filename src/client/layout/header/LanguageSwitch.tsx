import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_PARAM, type Language } from '../../../contracts/language';
import { chooseLanguage } from '../../features/language/choose-language';
import { useLanguageState } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';

/**
 * "Español" on English pages, "English" on Spanish ones: each written in its own language, and
 * marked so, for screen readers. A link (`?lang=`) that works before the script has run; once
 * it has, the page changes language in place and keeps what was typed.
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguageState((state) => state.language);
  const other: Language = language === 'es' ? 'en' : 'es';
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAM, other);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void chooseLanguage(other);
  }

  return (
    <a
      className="language-switch"
      href={`${pathname}?${query.toString()}`}
      lang={other}
      hrefLang={other}
      onClick={onClick}
      data-testid="language-switch"
    >
      {t('language.switch')}
    </a>
  );
}
