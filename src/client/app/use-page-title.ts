import { useEffect } from 'react';

export const TITLE_SUFFIX = 'Undergraduate Application';

/** Sets the browser tab's title for the page on screen ("<page> - Undergraduate Application"). */
export function usePageTitle(title: string, suffix = TITLE_SUFFIX): void {
  useEffect(() => {
    document.title = `${title} - ${suffix}`;
  }, [title, suffix]);
}
