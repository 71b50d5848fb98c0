import type { BrowserContext, Page } from 'playwright-core';

/** What one cold load painted and moved, read from the page's performance entries. */
export interface LoadMetrics {
  /** Largest contentful paint, ms from navigation start. */
  lcp: number;
  /** The element it painted: `h1#about-heading "About You"`. */
  lcpElement: string;
  fcp: number;
  domContentLoaded: number;
  /** Cumulative layout shift: the sum of the shifts not caused by input. */
  cls: number;
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
type PaintEntry = PerformanceEntry & { element: Element | null };
type ShiftWindow = Window & { __layoutShift?: number };

/** Adds up the page's layout shifts from its first moment (an init script of the context). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const page = window as ShiftWindow;
    page.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[])
        if (!entry.hadRecentInput) page.__layoutShift = (page.__layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Reads the paints and the layout shift of the page as loaded so far: call it once the page
 * has settled, with nothing typed or clicked before.
 */
export function loadMetrics(page: Page): Promise<LoadMetrics> {
  return page.evaluate(
    () =>
      new Promise<LoadMetrics>((resolve) => {
        // buffered: the entries recorded before this observer existed; the last one counts.
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PaintEntry | undefined;
          const lcp = last?.startTime ?? NaN;
          const element = last?.element;
          const lcpElement = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ` +
              JSON.stringify((element.textContent ?? '').trim().slice(0, 40))
            : '(none)';
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          const nav = performance.getEntriesByType('navigation')[0] as
            PerformanceNavigationTiming | undefined;
          const cls = (window as ShiftWindow).__layoutShift ?? NaN;
          const domContentLoaded = nav?.domContentLoadedEventEnd ?? NaN;
          resolve({ lcp, lcpElement, fcp, domContentLoaded, cls });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}
