// Issues 29 and 27: an applicant types on a page opened before an admin published a version that
// withdraws an option they then choose. The save holding it is refused for that answer alone; the
// answer typed beside it reaches the server at once, and the status line names the refused one.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { byKey, choose, fill } from './support/form';
import {
  createApplicant,
  publishDraft,
  signInWithInvitation,
  staffServerPerFile,
} from './support/staff';

const ADMIN = 'publish.admin@example.edu';
const APPLICANT = 'publish.typing@example.edu';
const PASSWORD = 'Applicant-Journey-42-harbor';
const STAFF_PASSWORD = 'Staff-Journey-42-lantern';

const staff = staffServerPerFile(ADMIN);

type Lists = Record<string, { value: string }[]>;
async function profileAnswers(applicant: APIRequestContext): Promise<Record<string, string>> {
  const profile = (await (await applicant.get('/api/profile')).json()) as {
    answer: Record<string, string>;
  };
  return profile.answer;
}

test('a withdrawn option chosen on an open page is refused alone; the answer beside it is saved', async ({
  browser,
}) => {
  const applicant = await browser.newContext({ baseURL: staff().server.url });
  await createApplicant(applicant.request, staff().dataDir, {
    username: APPLICANT,
    password: PASSWORD,
    answers: { first_name: 'Robin' },
    stayLoggedIn: true,
  });
  const page = await applicant.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About You/ })).toBeVisible();

  // Meanwhile an admin publishes a version without the prefix Ms.
  const admin = await (await browser.newContext({ baseURL: staff().server.url })).newPage();
  await signInWithInvitation(admin, ADMIN, staff().adminLink, STAFF_PASSWORD);
  await expect(admin).toHaveURL(/\/staff$/);
  await publishDraft(admin.request, 'Without Ms.', (files) => {
    const lists = files['forms/options/lists.json'] as Lists;
    lists.prefixes = (lists.prefixes ?? []).filter((option) => option.value !== 'MS');
    // Its Spanish goes with it: lint refuses a translation of a text no longer shown.
    delete (files['forms/translations/es.json'] as { texts: Record<string, string> }).texts['Ms.'];
  });

  // The open page still offers Ms. Chosen, it is refused as the field is left; a middle name
  // typed after it goes with it at the next save (leaving that field), which is refused too.
  await choose(page, 'prefix', 'Ms.');
  await fill(page, 'middle_name', 'Jo');
  await byKey(page, 'middle_name').press('Tab');
  await expect(
    page.getByRole('status').filter({ hasText: 'These answers are not accepted: prefix' }),
  ).toBeVisible();
  await expect.poll(async () => (await profileAnswers(applicant.request)).middle_name).toBe('Jo');
  expect((await profileAnswers(applicant.request)).prefix ?? '').toBe('');
  await applicant.close();
});
