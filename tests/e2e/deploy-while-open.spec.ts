import { expect, test, type Route } from '@playwright/test';
import { logInNewApplicant, savedAnswers } from './support/applicant';
import { byKey } from './support/form';

// A page open across a deploy: the chunks it has not fetched yet are gone from the server, and
// so is the script it was started from. Its next lazy import fails for good, so the page saves
// what was typed and loads the new build (once), rather than failing at every use.
test('a page open across a deploy saves the typing and loads the new build', async ({ page }) => {
  await logInNewApplicant(page);
  await page.goto('/about');
  await expect(byKey(page, 'address_line_1')).toBeEditable();

  // The deploy: the lookup's chunk and this page's own script are no longer on the server.
  let deployed = true;
  const gone = (route: Route) =>
    deployed ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback();
  await page.route(/\/assets\/(lookup|initial)-[^/]+\.js$/, gone);
  const reloaded = page.waitForEvent('load');
  page.on('request', (request) => {
    // The page asked whether its script is still there: the new build is served from now on.
    if (request.method() === 'HEAD' && /\/assets\/initial-/.test(request.url()))
      setTimeout(() => (deployed = false), 0);
  });

  await byKey(page, 'city').fill('Oslo');
  await byKey(page, 'address_line_1').pressSequentially('12 Ma');
  await reloaded;
  await expect(byKey(page, 'address_line_1')).toBeEditable();
  await expect(byKey(page, 'city')).toHaveValue('Oslo');
  expect((await savedAnswers(page)).city).toBe('Oslo');
});
