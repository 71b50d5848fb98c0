import type { Page } from 'playwright-core';

/**
 * The cost of one key press as issue 8 defines it, measured inside the page: from a capturing
 * `keydown` listener on document to the moment the `input` event reaches window (React has
 * rendered and committed by then: it flushes a controlled input's update before the event
 * bubbles past its root), after a forced layout. Only typed characters (inputType insertText)
 * are recorded, so the unmeasured clearing between batches never counts.
 */
declare global {
  interface Window {
    __keyPressSamples?: number[];
    __keyPressRecording?: boolean;
  }
}

export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__keyPressSamples) return;
    window.__keyPressSamples = [];
    window.__keyPressRecording = false;
    let keydownAt = 0;
    document.addEventListener('keydown', () => (keydownAt = performance.now()), { capture: true });
    window.addEventListener('input', (event) => {
      document.body.getBoundingClientRect();
      const elapsed = performance.now() - keydownAt;
      if (window.__keyPressRecording && (event as InputEvent).inputType === 'insertText') {
        window.__keyPressSamples?.push(elapsed);
      }
    });
  });
}

const letters = 'abcdefghij';

/**
 * Focuses the field, empties it (select all, Backspace: not recorded), then presses `count`
 * letters. A batch stays under every field's 45-character limit, so each press types.
 */
export async function pressBatch(
  page: Page,
  selector: string,
  count: number,
  record: boolean,
): Promise<void> {
  await page.bringToFront();
  await page.focus(selector);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.evaluate((on) => (window.__keyPressRecording = on), record);
  for (let i = 0; i < count; i++) await page.keyboard.press(letters[i % letters.length]!);
  await page.evaluate(() => (window.__keyPressRecording = false));
}

export async function takeSamples(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__keyPressSamples ?? []);
}

/** The samples recorded so far, which the page then forgets (one round's worth). */
export async function drainSamples(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__keyPressSamples?.splice(0) ?? []);
}

/** How many form controls the page draws (to show the race compares like with like). */
export function countInputs(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('input, select, textarea').length);
}

/**
 * The durations of the React commits recorded while pressing (profiled build only: see
 * profiled-root.tsx); empty on a page without the profiler.
 */
export async function takeCommits(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__reactCommits ?? []);
}
