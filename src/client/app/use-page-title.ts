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
  if (typeof document === 'undefined') noteDrawnTitle(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
}

let drawnTitle: string | undefined;

function noteDrawnTitle(text: string): void {
  drawnTitle = text;
}

/** The title of the page drawn without a browser (by the prerender) since the last call. */
export function takeDrawnTitle(): string | undefined {
  const title = drawnTitle;
  drawnTitle = undefined;
  return title;
}
