import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="tab"], [tabindex]';
export const STATES = ['hover', 'focus', 'focus-visible', 'active'] as const;

/**
 * axe-core's color-contrast rule sees only the state a page is in. Chromium's DevTools protocol
 * forces :hover, :focus, :focus-visible and :active on every interactive element in turn, so
 * the rule measures each state's colours (the Download button's hover once had 1.5:1).
 */
export async function expectContrastInEveryState(page: Page, where: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: INTERACTIVE,
  });
  expect(nodeIds.length, `${where}: interactive elements`).toBeGreaterThan(0);
  // A node can leave the page while the states are measured (a toast that closes itself, the
  // save status replaced): what is gone is not shown, so it has no state to force.
  const force = (forcedPseudoClasses: string[]) =>
    Promise.all(
      nodeIds.map((nodeId) =>
        cdp
          .send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses })
          .catch((error: unknown) => {
            if (!String(error).includes('Could not find node with given id')) throw error;
          }),
      ),
    );
  try {
    for (const state of STATES) {
      await force([state]);
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(
        violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        ),
        `${where} :${state}`,
      ).toEqual([]);
    }
  } finally {
    await force([]);
    await cdp.detach();
  }
  return nodeIds.length;
}
