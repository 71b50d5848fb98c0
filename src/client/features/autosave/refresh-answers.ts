import { profileQuery } from '../../api/session/profile';
import { queryClient } from '../../app/query-client';
import { addAnotherQuery, tabsQuery } from '../../form/api/view-state';
import { useViewStore } from '../../form/stores/view-store';
import { answerRevisions } from '../../stores/answer-revisions';
import { useAnswersStore } from '../../stores/answers';
import { loadGenerations, staleRepeaters } from './layout-generations';
import { pendingPatch } from './pending-changes';

/** The key's repeater, read from the definitions only when a layout did change. */
async function repeaterOfKey(): Promise<(key: string) => string | undefined> {
  const { entryPlaceOf } = await import('../../../engine/definitions/entry-places');
  return (key) => entryPlaceOf(key)?.node.buttonId;
}

/**
 * Reads the answers, counts, tabs and repeater generations again after the server said this
 * page is behind (another device removed an entry or hid a section; issue 27). Unsent changes
 * stay, except `dropped` ones and those typed into entries of a repeater whose layout changed:
 * they belong to entries that have moved or gone. Resolves to the repeaters that changed.
 */
export async function refreshAnswers(dropped: ReadonlySet<string> = new Set()): Promise<string[]> {
  const [profile, addAnother, tabs] = await Promise.all([
    queryClient.fetchQuery({ ...profileQuery, staleTime: 0 }),
    queryClient.fetchQuery({ ...addAnotherQuery, staleTime: 0 }),
    queryClient.fetchQuery({ ...tabsQuery, staleTime: 0 }),
  ]);
  const stale = new Set(staleRepeaters(profile.repeater_generations));
  const repeaterOf = stale.size > 0 ? await repeaterOfKey() : () => undefined;
  const store = useAnswersStore.getState();
  const keep = [...store.dirty].filter((key) => {
    const repeater = repeaterOf(key);
    return !dropped.has(key) && !(repeater !== undefined && stale.has(repeater));
  });
  const kept = pendingPatch(store.answers, keep);
  // Unsent changes keep the base they were typed on: their save may still be a conflict.
  const keptBase = answerRevisions.baseOf(keep);
  store.load(profile.answer);
  answerRevisions.load(profile.answer_revisions);
  answerRevisions.rebase(keptBase);
  if (keep.length > 0) store.setAnswers(kept);
  loadGenerations(profile.repeater_generations);
  useViewStore.getState().load({ addAnother, tabs });
  return [...stale];
}
