import type { DraftReply } from '../../../contracts/drafts';
import type { Answers } from '../../../engine';
import { request } from '../http';

/** GET /public/tmp?token=: a saved public draft (the `?token=` of a page URL). */
export async function loadDraft(token: string): Promise<Answers> {
  const reply = await request<DraftReply>('GET', '/public/tmp', { query: { token } });
  return reply.answer;
}
