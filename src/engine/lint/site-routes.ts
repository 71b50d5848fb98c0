// Issue 14: the routes and the time zone site.json names must exist, so a setting never
// silently does nothing (defaultRoute drives the router; saveAndContinue the buttons).
import { pointerOf } from './problem';

type Report = (file: string, pointer: string, message: string) => void;

interface SiteRoutes {
  defaultRoute?: unknown;
  saveAndContinue?: unknown;
  timeZone?: unknown;
}

/** pageIds in step order: the last page has Submit, not Save & Continue. */
export function checkSiteRoutes(
  file: string,
  site: SiteRoutes,
  pageIds: readonly string[],
  report: Report,
): void {
  const paths = pageIds.map((id) => `/${id}`);
  const list = paths.join(', ');
  if (typeof site.defaultRoute !== 'string' || !paths.includes(site.defaultRoute))
    report(file, '/defaultRoute', `the default route must be one of the pages: ${list}`);
  const last = pageIds.at(-1);
  for (const [pageId, target] of Object.entries(site.saveAndContinue ?? {})) {
    const pointer = pointerOf('saveAndContinue', pageId);
    if (!pageIds.includes(pageId) || pageId === last)
      report(
        file,
        pointer,
        `"${pageId}" has no Save & Continue button (pages: ${pageIds.slice(0, -1).join(', ')})`,
      );
    else if (typeof target !== 'string' || !paths.includes(target))
      report(file, pointer, `Save & Continue must lead to one of the pages: ${list}`);
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: String(site.timeZone) });
  } catch {
    report(
      file,
      '/timeZone',
      `"${String(site.timeZone)}" is not an IANA time zone such as America/Denver`,
    );
  }
}
