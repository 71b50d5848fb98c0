import { expect, test } from '@playwright/test';
import { choose, countRenders, field, renderCounts } from './support/form';

test.describe('the generic renderer', () => {
  test('draws About You from its definition with the step navigation', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About You' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    await expect(steps.getByRole('link')).toHaveText([
      /^1Step 1: About You/,
      /^2Step 2: Academics/,
      /^3Step 3: Final Steps/,
    ]);
    // Each step's state is part of its link's name (issue 30): a visitor has started nothing.
    for (const name of [
      'Step 1: About You, Not started',
      'Step 2: Academics, Not started',
      'Step 3: Final Steps, Not started',
    ])
      await expect(steps.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(steps.getByRole('link', { name: /About You/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    for (const title of [
      'Personal information',
      'Permanent address',
      'Citizenship',
      'Background (optional)',
      'Parents and guardians',
      'Family connections',
      'Brothers and sisters',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(field(page, /First name/).first()).toHaveAttribute('maxlength', '45');
  });

  test('a keystroke re-renders nothing; a condition re-renders only the nodes that read it', async ({
    page,
  }) => {
    await countRenders(page);
    await page.goto('/about');
    // The prerendered page is visible before React has hydrated it: count from then on.
    await expect(page.locator('#first_name')).toBeEditable();
    const before = await renderCounts(page);
    expect(before['page:about']).toBeGreaterThan(0);

    // A text box is uncontrolled: the key press writes the store and nothing renders.
    await page.locator('#first_name').pressSequentially('Ada');
    await expect(page.locator('#first_name')).toHaveValue('Ada');
    const afterTyping = await renderCounts(page);
    const changed = Object.keys(afterTyping).filter((id) => afterTyping[id] !== before[id]);
    expect(changed).toEqual([]);

    // Choosing a country shows the state select and the international phone question only.
    const beforeCountry = await renderCounts(page);
    await choose(page, 'country', 'Canada');
    const afterCountry = await renderCounts(page);
    const changedByCountry = Object.keys(afterCountry).filter(
      (id) => afterCountry[id] !== beforeCountry[id],
    );
    expect(changedByCountry).toContain('field:country');
    expect(changedByCountry).toContain('node:international_phone');
    expect(changedByCountry).not.toContain('page:about');
    expect(changedByCountry).not.toContain('node:address');
    expect(changedByCountry).not.toContain('field:first_name');
    await expect(page.locator('#state')).toBeVisible();
  });
});
