import { expect, test } from '@playwright/test';
import { createAccount, logInThroughCard, newEmail, PASSWORD } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { collectErrors } from './support/page-errors';
import { serviceReply } from './support/service-reply';

const INVALID_SESSION = 'Your session is invalid. Please clear your cookies and login again.';

test('a lost session (HTTP 401) clears the data and goes to /login with the message as an error', async ({
  page,
  request,
  context,
}) => {
  const email = await createAccount(request, newEmail('lost'));
  await logInThroughCard(page, email);
  await context.clearCookies({ name: 'session' });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-error-message')).toHaveText(INVALID_SESSION);
  await expect(page.getByTestId('login-error-message')).toHaveAttribute('role', 'alert');
  // Nothing of the user stays: the application now treats the browser as a visitor.
  await page.goto('/about');
  await expect(page.getByTestId('greeting-banner')).toContainText('Hello!');
});

test('the stored last page is restored after login until the user changes page', async ({
  page,
  request,
}) => {
  const email = await createAccount(request, newEmail('lastpage'));
  // page.request shares the browser's cookies: log in and store a last page through the API.
  expect(
    (
      await page.request.post('/public/login', { data: { username: email, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  expect(
    (await page.request.put('/api/last-page', { data: { last_page: '/final-steps' } })).status(),
  ).toBe(200);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/final-steps$/);
  await expect(page.getByTestId('greeting-banner')).toContainText("You're in!");
});

test('the current page is saved as the last page while the application is open', async ({
  page,
  request,
}) => {
  const email = await createAccount(request, newEmail('savepage'));
  const saved = page.waitForRequest(
    (req) => req.url().endsWith('/api/last-page') && req.method() === 'PUT',
  );
  await logInThroughCard(page, email);
  expect((await saved).postDataJSON()).toEqual({ last_page: '/about' });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/profile')).json()) as { last_page: string })
          .last_page,
    )
    .toBe('/about');
  // An applicant without a status gets "started", posted to the server.
  const profile = (await (await page.request.get('/api/profile')).json()) as {
    web_status: unknown;
  };
  expect(profile.web_status).toEqual([{ web_status: 'started' }]);
});

test('/completion before submitting goes back to the default route, for visitors and applicants', async ({
  page,
  request,
}) => {
  await page.goto('/completion');
  await expect(page).toHaveURL(/\/about$/);
  const email = await createAccount(request, newEmail('completion'));
  await logInThroughCard(page, email);
  await page.goto('/completion');
  await expect(page).toHaveURL(/\/about$/);
});

test('a success message in navigation state shows as a success toast once', async ({ page }) => {
  await page.goto('/about');
  // The page's scripts start after its first paint: the router must have read this entry's
  // state before the test writes another, or it shows (and clears) the message at once.
  await waitForHydration(page);
  await page.evaluate(() =>
    history.replaceState(
      { usr: { successMessage: 'Saved nicely.' }, key: 'z', idx: 0 },
      '',
      '/about',
    ),
  );
  await page.reload();
  const toast = page.getByRole('status').filter({ hasText: 'Saved nicely.' });
  await expect(toast).toContainText('Success');
  await page.reload();
  await expect(page.getByText('Saved nicely.')).toHaveCount(0);
});

test('the service token opens the print mode: no header, popover or footer', async ({ page }) => {
  const errors = collectErrors(page);
  await page.route('**/service/tmp-pdf**', (route) =>
    route.fulfill({ status: 200, json: serviceReply() }),
  );
  await page.goto('/?service_token=staff-token');
  await expect(page).toHaveURL(/\/about\?service_token=staff-token$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('undergraduate application');
  expect(errors).toEqual([]);
});

test('a submitted applicant is sent to /completion and thanked by the preferred name', async ({
  page,
  request,
}) => {
  const { completeApplication } = await import('../../src/engine/fixtures/complete-application');
  const email = await createAccount(request, newEmail('submitted'));
  expect(
    (
      await page.request.post('/public/login', { data: { username: email, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  const answers = completeApplication();
  const put = await page.request.put('/api/answer', { data: answers });
  expect(put.status(), await put.text()).toBe(200);
  const submit = await page.request.post('/api/submit', { data: {} });
  expect(submit.status(), await submit.text()).toBe(200);

  await page.goto('/about');
  await expect(page).toHaveURL(/\/completion$/);
  await expect(page.getByTestId('greeting-banner')).toContainText(
    `Thank you, ${String(answers.preferred_name)}!`,
  );
  await page.goto('/final-steps');
  await expect(page).toHaveURL(/\/completion$/);
});

test('the greeting is not shown while validating', async ({ page, request }) => {
  const email = await createAccount(request, newEmail('validating'));
  expect(
    (
      await page.request.post('/public/login', { data: { username: email, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  expect(
    (await page.request.post('/api/web-status', { data: { web_status: 'validating' } })).status(),
  ).toBe(200);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('greeting-banner')).toHaveCount(0);
});

test('each card and page names itself in the browser tab', async ({ page }) => {
  for (const [path, title] of [
    ['/login', 'Log In'],
    ['/signup', 'Sign Up'],
    ['/confirm', 'Confirm Your Account'],
    ['/forgot', 'Forgot Password'],
    ['/reset', 'Reset Password'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(`${title} - Undergraduate Application`);
  }
});
