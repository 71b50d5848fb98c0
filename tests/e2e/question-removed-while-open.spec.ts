// Issue 29: a version that removes a question a page still shows is published while an applicant
// types in it. The page moves to the live version, says the answer was not kept, saves the rest
// and goes on (before, every save and navigation was refused again and the page was stuck).
import { expect, test } from '@playwright/test';
import { savedAnswers } from './support/applicant';
import { byKey, fill } from './support/form';
import {
  createApplicant,
  publishDraft,
  signInWithInvitation,
  staffServerPerFile,
} from './support/staff';

const ADMIN = 'removed.admin@example.edu';
const staff = staffServerPerFile(ADMIN);

test('a question removed while its page is open: the page moves on, saying the answer was not kept', async ({
  browser,
}) => {
  const admin = await (await browser.newContext({ baseURL: staff().server.url })).newPage();
  await signInWithInvitation(admin, ADMIN, staff().adminLink, 'Staff-Journey-42-lantern');
  await expect(admin).toHaveURL(/\/staff$/);
  const forms = (await (await admin.request.get('/staff/api/forms')).json()) as {
    live: { version: number };
  };
  await publishDraft(admin.request, 'Pet name', (files) => {
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
    password: 'Applicant-Journey-42-harbor',
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
  const answers = await savedAnswers(page);
  expect(answers.middle_name).toBe('Jo');
  expect(answers).not.toHaveProperty('pet_name');
  await applicant.close();
});
