import type { DraftBody, DraftTokenReply } from '../../../contracts/drafts';
import type { Answers } from '../../../engine';
import { request } from '../http';

/** POST /public/tmp: keeps a visitor's answers on the server; the token finds them again. */
export async function saveDraft(answers: Answers): Promise<string> {
  const reply = await request<DraftTokenReply>('POST', '/public/tmp', {
    body: { answer: answers } satisfies DraftBody,
  });
  return reply.token;
}
