import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/**
 * Sets the browser tab's title for the page on screen ("<page> - Undergraduate Application",
 * in the language read); the staff workspace names its own suffix.
 */
export function usePageTitle(title: string, suffix?: string): void {
  const t = useT();
  const shownSuffix = suffix ?? t('page.titleSuffix');
  useEffect(() => {
    document.title = `${title} - ${shownSuffix}`;
  }, [title, shownSuffix]);
}
