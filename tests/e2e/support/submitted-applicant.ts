import { expect, type APIRequestContext } from '@playwright/test';
import { completeApplication } from '../../../src/engine/fixtures/complete-application';
import { createApplicant } from './staff';

/**
 * A submitted application on a staff server, made through the public API as an applicant
 * makes one: sign up and confirm (createApplicant), then a complete application saved and
 * submitted, and logged out again.
 */
export async function submitApplicant(
  request: APIRequestContext,
  dataDir: string,
  account: { username: string; password: string; answers: Record<string, string | boolean> },
): Promise<void> {
  const answers = { ...completeApplication(), ...account.answers };
  await createApplicant(request, dataDir, { ...account, answers });
  const login = await request.post('/public/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  await request.put('/api/tabs', { data: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' } });
  const essay = await request.put('/api/answer', {
    data: { additional_info_essay: answers.additional_info_essay || 'Essay' },
  });
  expect(essay.status(), await essay.text()).toBe(200);
  const submit = await request.post('/api/submit', { data: {} });
  expect(submit.status(), await submit.text()).toBe(200);
  await request.get('/api/logout');
}
