import { ANSWER_BASE_HEADER } from '../../../contracts/answers';
import type { RepeaterRemoveBody } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine';
import { request } from '../../api/http';

export interface RemovedEntry {
  message: string;
  num_components: number;
  /** The repeater's layout generation after the removal (issue 27). */
  generation: number;
  /** Every answer the removal wrote (the moved entries and the emptied last slot). */
  answers: Answers;
  /** Their revisions: the bases of the next saves of those keys (issue 27). */
  revisions: Record<string, number>;
}

/**
 * POST /api/repeater/{button_id}/remove: entry `index` (2..count) out, later ones up. The index
 * is the one shown in layout `generation`, so an entry that moved since is still the one removed;
 * `base` names the revisions the page knew of the entry's answers, so one written since on
 * another device is not removed unseen (409 ANSWERS_CHANGED).
 */
export function removeRepeaterEntryCall(
  buttonId: string,
  index: number,
  generation: number,
  base: Record<string, number>,
): Promise<RemovedEntry> {
  return request('POST', `/api/repeater/${encodeURIComponent(buttonId)}/remove`, {
    body: { index, generation } satisfies RepeaterRemoveBody,
    headers: { [ANSWER_BASE_HEADER]: JSON.stringify(base) },
  });
}
