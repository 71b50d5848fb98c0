import { generationQuery, type GenerationMap } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';
import { withQuery } from '../../api/http';

/** Chromium refuses keepalive bodies over 64 KiB; a larger patch stays on the device. */
const KEEPALIVE_LIMIT = 60_000;

/**
 * PUT /api/answer as a request that outlives the page (closing the tab, going to another site),
 * with the same JSON content type and repeater generations as every other save. True when the
 * server took it.
 */
export async function keepaliveSave(patch: Answers, generations: GenerationMap): Promise<boolean> {
  const body = JSON.stringify(patch);
  if (new TextEncoder().encode(body).length > KEEPALIVE_LIMIT) return false;
  const response = await fetch(withQuery('/api/answer', generationQuery(generations)), {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body,
  });
  return response.ok;
}
