import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import site from '../../forms/site.json' with { type: 'json' };
import { SESSION_SNAPSHOT_READS } from '../../src/contracts/session-snapshot';
import { PASSWORD } from './support/accounts';
import { logInNewApplicant } from './support/applicant';
import { byKey } from './support/form';
import { waitForHydration } from './support/hydration';
import { collectErrors } from './support/page-errors';

const VISITOR_PAGES = [
  { path: '/about', heading: 'About You' },
  { path: '/education', heading: 'Academics' },
  { path: '/final-steps', heading: 'Final Steps' },
  { path: '/login', heading: 'Log In' },
  { path: '/signup', heading: 'Sign Up' },
  { path: '/confirm', heading: 'Confirm Your Account' },
  { path: '/forgot', heading: 'Forgot Password' },
  { path: '/reset', heading: 'Reset Password' },
] as const;

const SNAPSHOT_READS: string[] = Object.values(SESSION_SNAPSHOT_READS);

test.describe('the first paint (issue 20)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every page a visitor opens arrives rendered, with its title and the meta description', async ({
      page,
    }) => {
      for (const { path, heading } of VISITOR_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(`${heading} - Undergraduate Application`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          site.description,
        );
      }
      await page.goto('/about');
      await expect(byKey(page, 'first_name')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save & Continue' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(site.address.line1);
    });

    test('before hydration every control is disabled, and the header and greeting sit in no gate', async ({
      page,
    }) => {
      for (const { path } of VISITOR_PAGES) {
        await page.goto(path);
        const { controls, enabled, gatedText } = await page.evaluate(() => {
          const all = [...document.querySelectorAll('input, select, textarea, button')];
          return {
            controls: all.length,
            enabled: all.filter((c) => !c.closest('fieldset.hydration-gate[disabled]')).length,
            // What paints first and largest stays out of a fieldset (HydrationGate.tsx).
            gatedText: document.querySelectorAll(
              'fieldset .site-header__brand, fieldset .greeting, fieldset .step-nav',
            ).length,
          };
        });
        expect(controls, path).toBeGreaterThan(0);
        expect(enabled, path).toBe(0);
        expect(gatedText, path).toBe(0);
      }
    });
  });

  test('each prerendered page hydrates without a mismatch and then answers input', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    for (const { path, heading } of VISITOR_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The controls are enabled once React has hydrated the page.
      await waitForHydration(page);
    }
    await page.goto('/about');
    await byKey(page, 'first_name').fill('Ada');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    // A visitor with answers is sent to sign up (spec section 2): React ran the button.
    await expect(page).toHaveURL(/\/signup$/);
    expect(errors).toEqual([]);
  });

  test('the application form has one submit button, and Enter in a field presses it', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/about');
    const form = page.locator('form.application-form');
    await expect(form.locator('button[type="submit"]')).toHaveText(['Save & Continue']);
    await byKey(page, 'first_name').fill('Ada');
    await byKey(page, 'first_name').press('Enter');
    await expect(page).toHaveURL(/\/education$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Final Steps' })).toBeVisible();
    await expect(form.locator('button[type="submit"]')).toHaveText(['Submit']);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('a logged-in page with a saved view state does not move as it loads', async ({ page }) => {
    await logInNewApplicant(page);
    const saved = await page.request.put('/api/add-another', {
      data: { button_id: 'high_school', num_components: 3 },
    });
    expect(saved.status()).toBe(200);
    await page.addInitScript(() => {
      const record = window as Window & { __shifts?: number[] };
      record.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          record.__shifts?.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/education');
    await expect(byKey(page, 'hs_3_name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as Window & { __shifts?: number[] }).__shifts ?? [],
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
  });

  test('a logged-in load takes its profile and view state from the page, once', async ({
    page,
  }) => {
    const email = await logInNewApplicant(page);
    await page.request.put('/api/answer', { data: { first_name: 'Ada' } });
    await page.request.put('/api/add-another', {
      data: { button_id: 'high_school', num_components: 3 },
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && SNAPSHOT_READS.includes(pathname)) reads.push(pathname);
    });
    await page.goto('/about');
    await expect(byKey(page, 'first_name')).toHaveValue('Ada');
    await page.getByRole('link', { name: 'Step 2: Academics' }).click();
    await expect(byKey(page, 'hs_3_name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    // Logged out and in again without a reload: the page's copy is gone, the reads are made.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    // Back on the last page (spec section 2), drawn from the reads just made.
    await expect(byKey(page, 'hs_3_name')).toBeVisible();
    expect([...reads].sort()).toEqual([...SNAPSHOT_READS].sort());
  });

  test('robots.txt and favicon.ico are files, not the application', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('User-agent: *');
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/vnd.microsoft.icon');
    // An icon directory: reserved 0, type 1.
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
