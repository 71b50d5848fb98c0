import type { GenerationMap } from '../../../contracts/repeater-layout';
import type { Answers } from '../../../engine/types';

export interface RemoteAnswers {
  answers: Answers;
  revisions: Record<string, number>;
  /** The repeater layout the answers' keys are in, when the news says (another tab's save). */
  generations?: GenerationMap;
}

export interface LocalState {
  answers: Answers;
  /** Keys typed here and not yet saved: never replaced under the cursor. */
  dirty: ReadonlySet<string>;
  /** Keys waiting for the applicant's choice between two answers. */
  conflicted: (key: string) => boolean;
  revisionOf: (key: string) => number;
}

/**
 * What news from the server (another tab's save, a refetch) changes here (issue 27): the keys it
 * holds at a newer revision than this page knows, except those typed here and not yet saved or
 * waiting for a choice. Their save still names the older base, so the server reports a
 * conflict instead of this page overwriting the newer value unseen.
 */
export function remoteUpdates(news: RemoteAnswers, local: LocalState): RemoteAnswers {
  const answers: Answers = {};
  const revisions: Record<string, number> = {};
  for (const [key, value] of Object.entries(news.answers)) {
    const revision = news.revisions[key] ?? 0;
    if (local.dirty.has(key) || local.conflicted(key) || revision <= local.revisionOf(key))
      continue;
    revisions[key] = revision;
    if (local.answers[key] !== value) answers[key] = value;
  }
  return { answers, revisions };
}
