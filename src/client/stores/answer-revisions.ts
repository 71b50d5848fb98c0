/**
 * The server revision of each answer as this page last learnt it (issue 27): from the profile,
 * a save's reply, another tab's save or a refetch. For a key typed here and not yet saved it is
 * the revision the typing started from, which the next save names as its base. Not a React
 * store: nothing renders it, and a key press never reads it.
 */
let known: Record<string, number> = {};

export const answerRevisions = {
  /** Everything the server holds, e.g. from the profile. */
  load(revisions: Record<string, number>): void {
    known = { ...revisions };
  },
  /** Revisions only move forward: a reply that arrives late cannot take one back. */
  learn(revisions: Record<string, number>): void {
    for (const [key, revision] of Object.entries(revisions))
      if (revision > (known[key] ?? 0)) known[key] = revision;
  },
  /** Sets the base of keys whatever it was: answers kept on this device, a conflict settled. */
  rebase(revisions: Record<string, number>): void {
    Object.assign(known, revisions);
  },
  of(key: string): number {
    return known[key] ?? 0;
  },
  /** The base of each of these keys, as a save sends it (0: never written as far as known). */
  baseOf(keys: Iterable<string>): Record<string, number> {
    const base: Record<string, number> = {};
    for (const key of keys) base[key] = known[key] ?? 0;
    return base;
  },
};
