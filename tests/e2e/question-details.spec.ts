import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { forEachQuestion } from '../../src/engine/definitions/walk';
import type { PageDefinition } from '../../src/engine/types';
import { completeApplication } from '../../src/engine/fixtures/complete-application';
import { logInNewApplicant } from './support/applicant';
import { byKey } from './support/form';

// Issue 30's details: autofill tokens from the definitions, 40 px choice targets, and focus that
// follows the tab it opens. The tokens are read from forms/, so a question given one is checked.
const PAGE_IDS = ['about', 'education', 'final-steps'];

function autofillTokens(page: string): [string, string][] {
  const definition = JSON.parse(
    readFileSync(new URL(`../../forms/${page}.json`, import.meta.url), 'utf8'),
  ) as PageDefinition;
  const tokens: [string, string][] = [];
  forEachQuestion(definition.nodes, (question) => {
    if ('autofill' in question && question.autofill) tokens.push([question.key, question.autofill]);
  });
  return tokens;
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('question details (issue 30)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every question with an autofill token in forms/ carries it as its autocomplete', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    // A complete application shows the conditional sections (the mailing address among them).
    expect((await page.request.put('/api/answer', { data: completeApplication() })).status()).toBe(
      200,
    );
    let checked = 0;
    for (const id of PAGE_IDS) {
      const tokens = autofillTokens(id);
      if (tokens.length === 0) continue;
      await openPage(page, `/${id}`);
      for (const [key, token] of tokens) {
        await expect(byKey(page, key), key).toHaveAttribute('autocomplete', token);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  test('every radio and checkbox input is a target of at least 40 × 40 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    for (const id of PAGE_IDS) {
      await openPage(page, `/${id}`);
      const choices = page.locator('input[type="radio"]:visible, input[type="checkbox"]:visible');
      expect(await choices.count(), id).toBeGreaterThan(0);
      for (const choice of await choices.all()) {
        const box = await choice.boundingBox();
        const name = await choice.getAttribute('id');
        expect(box, `${id} #${name}`).not.toBeNull();
        expect(Math.round(box!.width), `${id} #${name} width`).toBeGreaterThanOrEqual(40);
        expect(Math.round(box!.height), `${id} #${name} height`).toBeGreaterThanOrEqual(40);
      }
    }
  });

  test('opening a tab by keyboard moves focus into the panel it opens', async ({ page }) => {
    await logInNewApplicant(page);
    await openPage(page, '/final-steps');
    const tabs = page.getByRole('tablist');
    const upload = tabs.getByRole('tab', { name: 'Upload a document' });
    await upload.focus();
    await page.keyboard.press('ArrowRight');
    const essay = tabs.getByRole('tab', { name: 'Write it here' });
    await expect(essay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(essay).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Write it here');
    await expect
      .poll(() => panel.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
  });
});
