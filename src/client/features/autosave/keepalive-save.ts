import { ANSWER_BASE_HEADER, HIDDEN_BASE_HEADER, type SaveReply } from '../../../contracts/answers';
import { generationQuery, type GenerationMap } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';
import { withQuery } from '../../api/http';

/** Chromium refuses keepalive bodies over 64 KiB; a larger patch stays on the device. */
const KEEPALIVE_LIMIT = 60_000;

/**
 * PUT /api/answer as a request that outlives the page (closing the tab, going to another site),
 * with the same JSON content type, base headers and repeater generations as every other save.
 * The server's reply when it took it, else null.
 */
export async function keepaliveSave(
  patch: Answers,
  base: Record<string, number>,
  generations: GenerationMap,
  hiddenBase?: Record<string, number>,
): Promise<SaveReply | null> {
  const body = JSON.stringify(patch);
  const header = JSON.stringify(base);
  const hidden = hiddenBase ? JSON.stringify(hiddenBase) : '';
  if (new TextEncoder().encode(body + header + hidden).length > KEEPALIVE_LIMIT) return null;
  const response = await fetch(withQuery('/api/answer', generationQuery(generations)), {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      [ANSWER_BASE_HEADER]: header,
      ...(hiddenBase && { [HIDDEN_BASE_HEADER]: hidden }),
    },
    body,
  });
  return response.ok ? ((await response.json()) as SaveReply) : null;
}
