// Issues 29 and 27: an applicant types on a page opened before an admin published a version that
// withdraws an option they then choose. The save holding it is refused for that answer alone; the
// answer typed beside it reaches the server at once, and the status line names the refused one.
// A version that removes a question the page still shows: the page moves to it, says the answer
// was not kept, and the applicant goes on.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { byKey, choose, fill } from './support/form';
import { createApplicant, signInWithInvitation, staffServerPerFile } from './support/staff';

const ADMIN = 'publish.admin@example.edu';
const APPLICANT = 'publish.typing@example.edu';
const PASSWORD = 'Applicant-Journey-42-harbor';
const STAFF_PASSWORD = 'Staff-Journey-42-lantern';

const staff = staffServerPerFile(ADMIN);

type Lists = Record<string, { value: string }[]>;
type Files = Record<string, unknown>;

/** Saves the draft as `edit` leaves its files and publishes it. */
async function publish(admin: APIRequestContext, note: string, edit: (files: Files) => void) {
  const draft = (await (await admin.get('/staff/api/forms/draft')).json()) as { files: Files };
  edit(draft.files);
  const saved = await admin.put('/staff/api/forms/draft', { data: draft });
  expect(saved.status(), await saved.text()).toBe(200);
  const { revision } = await saved.json();
  const published = await admin.post('/staff/api/forms/publish', { data: { revision, note } });
  expect(published.status(), await published.text()).toBe(201);
}

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
  await publish(admin.request, 'Without Ms.', (files) => {
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

test('a question removed while its page is open: the page moves on, saying the answer was not kept', async ({
  browser,
}) => {
  const admin = await (await browser.newContext({ baseURL: staff().server.url })).newPage();
  await signInWithInvitation(admin, ADMIN, staff().adminLink, STAFF_PASSWORD);
  const forms = (await (await admin.request.get('/staff/api/forms')).json()) as {
    live: { version: number };
  };
  await publish(admin.request, 'Pet name', (files) => {
    const about = files['forms/about.json'] as { nodes: unknown[] };
    about.nodes.push({ kind: 'question', key: 'pet_name', widget: 'text', label: 'Pet name' });
    const model = files['schemas/answers.schema.json'] as { properties: Record<string, unknown> };
    model.properties.pet_name = { type: 'string' };
    const es = files['forms/translations/es.json'] as { texts: Record<string, string> };
    es.texts['Pet name'] = 'Nombre de la mascota';
  });

  const applicant = await browser.newContext({ baseURL: staff().server.url });
  await createApplicant(applicant.request, staff().dataDir, {
    username: 'removed.question@example.edu',
    password: PASSWORD,
    answers: { first_name: 'Robin' },
    stayLoggedIn: true,
  });
  const page = await applicant.newPage();
  await page.goto('/about');
  await expect(byKey(page, 'pet_name')).toBeVisible();

  // The office goes back to the version before the question while the page is open.
  const rollback = await admin.request.post('/staff/api/forms/rollback', {
    data: { version: forms.live.version },
  });
  expect(rollback.status(), await rollback.text()).toBe(201);

  await fill(page, 'pet_name', 'Rex');
  await fill(page, 'middle_name', 'Jo');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        'The form was updated while you had it open, and these questions are no longer asked, so your answers to them were not kept: Pet name.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/education$/);
  const answers = await profileAnswers(applicant.request);
  expect(answers.middle_name).toBe('Jo');
  expect(answers).not.toHaveProperty('pet_name');
  await applicant.close();
});
