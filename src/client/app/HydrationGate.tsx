import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Keeps the controls of a prerendered page disabled until React has hydrated them: a press
 * before would do nothing (or submit the form the browser's way) and typing would be lost.
 *
 * Placed around the page's controls (the main content, the header's account menu, the footer's
 * buttons), never around the whole page: Chromium paints a page whose HTML arrives or is parsed
 * in more than one piece, and when more children reach an open fieldset after that first paint,
 * it counts everything painted inside it as painted anew in the next frame. As one wrapper, the
 * fieldset made the About page's largest paint (the greeting) wait for that frame in 35–70 % of
 * such loads, by about 70 ms; with the greeting outside it, in none (bench:split-delivery).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" role="none" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
