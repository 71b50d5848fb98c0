import type { BrowserContext, Page } from 'playwright-core';

/** What one cold load painted and moved, read from the page's performance entries. */
export interface LoadMetrics {
  /** Largest contentful paint, ms from navigation start. */
  lcp: number;
  fcp: number;
  domContentLoaded: number;
  /** Cumulative layout shift: the sum of the shifts not caused by input. */
  cls: number;
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
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
          const lcp = list.getEntries().at(-1)?.startTime ?? NaN;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          const nav = performance.getEntriesByType('navigation')[0] as
            PerformanceNavigationTiming | undefined;
          const cls = (window as ShiftWindow).__layoutShift ?? NaN;
          resolve({ lcp, fcp, domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN, cls });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}
