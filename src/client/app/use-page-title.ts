import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/**
 * Sets the browser tab's title for the page on screen ("<page> - Undergraduate Application",
 * in the language read); the staff workspace names its own suffix.
 */
export function usePageTitle(title: string, suffix?: string): void {
  const t = useT();
  const text = `${title} - ${suffix ?? t('page.titleSuffix')}`;
  // The prerender runs no effects: it reads the title here and writes it into the page's
  // <title> (render-page.tsx), so a page is titled, in its language, before its scripts run.
  if (typeof document === 'undefined') drawnTitle.text = text;
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** The title of the page last drawn without a browser (by the prerender). */
export const drawnTitle: { text?: string } = {};
