/**
 * Issue 20: a logged-in application page's HTML carries the answers of the reads its route
 * loader waits for, so the page does not wait for script, then request, then response. The
 * server writes them into this element as JSON; the client puts them in its query cache.
 */
export const SESSION_SNAPSHOT_ID = 'session-snapshot';

/** The reads, by name: the profile, then the view state (repeater counts, chosen tabs). */
export const SESSION_SNAPSHOT_READS = {
  profile: '/api/profile',
  addAnother: '/api/add-another',
  tabs: '/api/tabs',
} as const;

export type SessionSnapshotRead = keyof typeof SESSION_SNAPSHOT_READS;

/** Each read that answered 200, by name: its JSON body. */
export type SessionSnapshot = Partial<Record<SessionSnapshotRead, unknown>>;
