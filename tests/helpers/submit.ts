import { completeApplication } from '../../src/engine/fixtures/complete-application';
import type { TestApp } from './app';

/** Fills in a complete, valid application for a signed-in applicant and submits it. */
export async function submitCompleteApplication(
  t: TestApp,
  cookie: string,
  answers: Record<string, string | boolean> = {},
) {
  const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const complete = { ...completeApplication(), ...answers };
  const saved = await call('PUT', '/api/answer', complete);
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  await call('PUT', '/api/tabs', { tab_id: 'additional_info_tabs', chosen_tab: 'essay' });
  await call('PUT', '/api/answer', {
    additional_info_essay: complete.additional_info_essay || 'Essay',
  });
  const res = await call('POST', '/api/submit', {});
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json() as { submitted_at: string; reference: string };
}
