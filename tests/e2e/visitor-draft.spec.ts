import { expect, test, type Page } from '@playwright/test';
import { confirmationCode, mailLink, newEmail, PASSWORD } from './support/accounts';

async function typeAsVisitor(page: Page) {
  await page.goto('/about');
  await expect(page.getByTestId('greeting-banner')).toContainText('Hello!');
  await page.locator('#first_name').fill('Ada');
  await page.locator('#last_name').fill('Lovelace');
}

async function signUpThroughPopover(page: Page, email: string) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByTestId('carried-answers-note')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const draft = page.waitForResponse(
    (res) => res.url().endsWith('/public/tmp') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await draft).status()).toBe(200);
  await expect(page).toHaveURL(/\/confirm/);
}

async function logIn(page: Page) {
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/about$/);
}

async function savedAnswers(page: Page): Promise<Record<string, unknown>> {
  return (
    (await (await page.request.get('/api/profile')).json()) as { answer: Record<string, unknown> }
  ).answer;
}

test("a visitor's answers survive sign-up, confirmation and the first login on the same device", async ({
  page,
}) => {
  const email = newEmail('visitor');
  await typeAsVisitor(page);
  await signUpThroughPopover(page, email);
  await page.getByLabel('Confirmation code').fill(await confirmationCode(email));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);

  await expect(page.locator('#first_name')).toHaveValue('Ada');
  expect(await savedAnswers(page)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
});

test("a visitor's answers reach the account through the e-mail link opened on another device", async ({
  page,
  browser,
}) => {
  const email = newEmail('device');
  await typeAsVisitor(page);
  await signUpThroughPopover(page, email);
  const link = await mailLink(email, '/confirm', 'confirmation code');
  expect(link.searchParams.get('token')).toBeTruthy();

  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.goto(link.pathname + link.search);
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Confirm Your Account' }),
    ).toBeVisible();
    await expect(phone.getByText(email)).toBeVisible();
    await phone.getByLabel('Confirmation code').fill(await confirmationCode(email));
    await phone.getByRole('button', { name: 'Submit' }).click();
    await expect(phone).toHaveURL(/\/login$/);
    await expect(phone.getByLabel('Email address')).toHaveValue(email);
    await logIn(phone);
    await expect(phone.locator('#first_name')).toHaveValue('Ada');
    expect(await savedAnswers(phone)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  } finally {
    await other.close();
  }
});

test("Sign In carries a visitor's answers into an existing account", async ({ page, request }) => {
  const email = newEmail('signin');
  expect(
    (
      await request.post('/public/signup', { data: { username: email, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post('/public/confirm', {
        data: { username: email, code: await confirmationCode(email) },
      })
    ).status(),
  ).toBe(200);

  await typeAsVisitor(page);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(email);
  await logIn(page);
  expect(await savedAnswers(page)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
});

test('a ?token= link resumes a saved public draft', async ({ page }) => {
  const saved = await page.request.post('/public/tmp', {
    data: { answer: { first_name: 'Grace', last_name: 'Hopper' } },
  });
  const { token } = (await saved.json()) as { token: string };
  await page.goto(`/nowhere?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`/about\\?token=${token}$`));
  await expect(page.locator('#first_name')).toHaveValue('Grace');
  await expect(page.locator('#last_name')).toHaveValue('Hopper');
});

test('the answers survive a reload of the sign-up card (they travel in navigation state)', async ({
  page,
}) => {
  const email = newEmail('reload');
  await typeAsVisitor(page);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.reload();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const draft = page.waitForRequest(
    (req) => req.url().endsWith('/public/tmp') && req.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(
    ((await draft).postDataJSON() as { answer: Record<string, unknown> }).answer,
  ).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
});

test('a visitor with answers who follows a step link is sent to /signup with the answers', async ({
  page,
}) => {
  await typeAsVisitor(page);
  await page
    .getByRole('link', { name: /Academics/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Email address').fill(newEmail('steps'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const draft = page.waitForRequest(
    (req) => req.url().endsWith('/public/tmp') && req.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(
    ((await draft).postDataJSON() as { answer: Record<string, unknown> }).answer,
  ).toMatchObject({
    first_name: 'Ada',
    last_name: 'Lovelace',
  });
});
