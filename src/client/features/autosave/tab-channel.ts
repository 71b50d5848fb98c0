import type { RemoteAnswers } from './remote-answers';

interface SavedMessage extends RemoteAnswers {
  account: string;
}

const CHANNEL = 'admissions.answers';

function isSavedMessage(data: unknown): data is SavedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { account, answers, revisions, generations } = data as Record<string, unknown>;
  return (
    typeof account === 'string' &&
    typeof answers === 'object' &&
    answers !== null &&
    typeof revisions === 'object' &&
    revisions !== null &&
    (generations === undefined || (typeof generations === 'object' && generations !== null))
  );
}

/**
 * The other tabs of this browser (issue 27): each save is told to them, so they show it without a
 * reload. BroadcastChannel never delivers to the sender, only to the same origin; where it is
 * missing the tabs catch up when shown again.
 */
export function tabChannel(onSaved: (account: string, news: RemoteAnswers) => void) {
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isSavedMessage(event.data)) onSaved(event.data.account, event.data);
  });
  return {
    announce(account: string, news: RemoteAnswers): void {
      channel?.postMessage({ account, ...news } satisfies SavedMessage);
    },
  };
}
