import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  SESSION_SNAPSHOT_ID,
  type SessionSnapshot,
  type SessionSnapshotRead,
} from '../../../contracts/session-snapshot';
import { profileKey } from '../../api/session/profile';
import { addAnotherQuery, tabsQuery } from '../../form/api/view-state';
import { mayBeLoggedIn } from './session-cookie';

const QUERY_KEYS: Record<SessionSnapshotRead, QueryKey> = {
  profile: profileKey,
  addAnother: addAnotherQuery.queryKey,
  tabs: tabsQuery.queryKey,
};

/**
 * Issue 20: a logged-in page's HTML carries the reads its route loader waits for (the server's
 * session-snapshot.ts). Put into the query cache before the router starts, they are not asked
 * for again, so the page appears without waiting for a request after the script. Taken once:
 * the element is removed, and a read that is not in it is fetched as before.
 */
export function takeSessionSnapshot(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SESSION_SNAPSHOT_ID);
  if (!element) return;
  element.remove();
  // Logged out in another tab since the page was sent: nothing of that session is used.
  if (!mayBeLoggedIn()) return;
  let snapshot: SessionSnapshot;
  try {
    snapshot = JSON.parse(element.textContent ?? '') as SessionSnapshot;
  } catch {
    return;
  }
  for (const [name, key] of Object.entries(QUERY_KEYS) as [SessionSnapshotRead, QueryKey][]) {
    const data = snapshot[name];
    if (data !== undefined) client.setQueryData(key, data);
  }
}
